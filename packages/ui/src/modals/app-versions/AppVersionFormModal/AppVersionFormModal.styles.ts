import styled from 'styled-components';

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const SalonLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
