import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';

/** A product's price before its discount, struck through and read as 'was …'; nothing without one. */
export function WasPrice({ price }: { price: string | null }) {
  return price ? (
    <s>
      <VisuallyHidden>was </VisuallyHidden>
      {price}
    </s>
  ) : null;
}
