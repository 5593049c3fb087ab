import styled from 'styled-components';

/** The lines of a cart or an order, one under the other. */
export const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
