import styled from 'styled-components';

/** The subscription's state, with Cancel beside it while it runs. */
export const SubscriptionCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
