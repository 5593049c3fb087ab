import { Fragment, type ReactNode } from 'react';
import { List } from './DetailList.styles';

export interface DetailItem {
  term: string;
  value: ReactNode;
}

export interface DetailListProps {
  items: DetailItem[];
}

/** Read-only facts as a description list: muted terms beside their values. */
export function DetailList({ items }: DetailListProps) {
  return (
    <List>
      {items.map(({ term, value }) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
