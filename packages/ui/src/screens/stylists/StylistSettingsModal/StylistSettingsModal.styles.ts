import styled from 'styled-components';

/** Two fields side by side (start and end, interval and unit); stacked on narrow screens. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;
