import styled from 'styled-components';

export const PackageLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
