import { css } from 'styled-components';
import type { Space } from '../../theme/tokens';

// Rows of children that many screens lay out alike. Interpolate them in a styled template: they add
// these declarations, in this order, where they stand.

/** Children in one row, centred across it, `gap` apart. */
export const row = (gap: Space) => css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[gap]};
`;

/**
 * Children in a row, centred across it, `gap` apart, wrapping onto a new line when they run out of room;
 * `justify` places them along the row (the browser's start when absent).
 */
export const wrapRow = (gap: Space, justify?: 'space-between' | 'flex-end') => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  ${justify && `justify-content: ${justify};`}
  gap: ${({ theme }) => theme.space[gap]};
`;
