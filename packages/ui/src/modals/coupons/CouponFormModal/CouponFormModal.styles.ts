import styled from 'styled-components';

/** Two fields side by side, one above the other on a phone. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;
