import styled from 'styled-components';

/** The card's content in a column that fills it, so that actions with `margin-top: auto` sit at its foot. */
export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
`;
