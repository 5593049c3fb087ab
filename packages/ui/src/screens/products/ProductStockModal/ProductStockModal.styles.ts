import styled from 'styled-components';

export const Current = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
