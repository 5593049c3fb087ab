import { css } from 'styled-components';
import type { Space } from './tokens';

// Style pieces that many components repeat, each in one place. Interpolate them in a styled template:
// they add the same declarations, in the same order, where they stand.

/** Children in a column, `gap` apart. */
export const column = (gap: Space) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]};
`;

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

/** Secondary text: muted and small. */
export const mutedText = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A bordered surface with large rounded corners (a panel or a card). */
export const surface = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The keyboard focus outline of a control that draws its own (inside `&:focus-visible`). */
export const focusOutline = css`
  outline: 2px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
`;

/** The keyboard focus ring drawn as a shadow (inside `&:focus-visible`), for controls without a border. */
export const focusRing = css`
  outline: none;
  box-shadow: ${({ theme }) => theme.shadows.focus};
`;

/** A fieldset without the browser's box, its legend a label above the choices in `weight`. */
export const bareFieldset = (weight: 'medium' | 'bold') => css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights[weight]};
  }
`;

/** A radio or checkbox drawn as a bordered chip, brand-tinted when checked: a 44 px touch target. */
export const choiceChip = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  input {
    margin: 0;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSubtle};
  }
`;

/** A list without bullets or the browser's indent. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A button drawn as an inline link: no box, the brand colour, the surrounding font, underlined. */
export const linkButton = css`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * A definition list as a two-column grid: each term, muted, beside its value (`columnGap` between
 * them, a small gap between rows).
 */
export const factGrid = (columnGap: Space) => css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[columnGap]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

/** A card's image as a bare button (it opens the item's details), its focus ring drawn inside. */
export const imageButton = css`
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.shadows.focus};
  }
`;

/** A coupon code as a chip: bold monospace in the brand colour on its pale tint. */
export const codeChip = css`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.brand};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.05em;
`;
