import type { ReactNode } from 'react';
import { Row } from './FieldRow.styles';

export interface FieldRowProps {
  /** The narrowest a field gets before the row puts it under the others (a CSS length). */
  minFieldWidth?: string;
  children?: ReactNode;
}

/** A form's fields side by side, wrapped one under the other where they do not fit (on a phone). */
export function FieldRow({ minFieldWidth = '200px', children }: FieldRowProps) {
  return <Row $minFieldWidth={minFieldWidth}>{children}</Row>;
}
