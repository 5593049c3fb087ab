import { Button } from '@salon/ui/primitives/Button';
import styled from 'styled-components';

const Box = styled.div`
  /* A full row where the page is a grid (View Cart). */
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};

  p {
    margin: 0;
  }
`;

/** One cart line's change (price, availability, stock), in the warning colour under the line. */
export const LineNotice = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface CartChangedNoticeProps {
  onAccept: () => void;
}

/**
 * The shop changed since the items were added (the lines say how): nothing is charged at the new prices
 * until the customer accepts the update.
 */
export function CartChangedNotice({ onAccept }: CartChangedNoticeProps) {
  return (
    <Box role="alert">
      <p>Your cart has changed since you added these items. Please review the changes.</p>
      <Button size="sm" onClick={onAccept}>
        Update Cart
      </Button>
    </Box>
  );
}
