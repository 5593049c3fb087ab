import styled from 'styled-components';

export const SalonLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
