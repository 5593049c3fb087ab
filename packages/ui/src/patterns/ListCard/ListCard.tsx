import type { ReactNode } from 'react';
import { Card } from '../../primitives/Card';
import { CardBody } from './ListCard.styles';

export interface ListCardProps {
  /** Names the card, e.g. the item's title; a placeholder card has none. */
  label?: string;
  children: ReactNode;
}

/** One card of a list of cards (a `li`), its content in a column. */
export function ListCard({ label, children }: ListCardProps) {
  return (
    <Card as="li" aria-label={label}>
      <CardBody>{children}</CardBody>
    </Card>
  );
}
