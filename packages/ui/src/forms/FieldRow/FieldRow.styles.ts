import styled from 'styled-components';

export const Row = styled.div<{ $minFieldWidth: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $minFieldWidth }) => $minFieldWidth}, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;
