import { css } from 'styled-components';
import { focusOutline } from '../../theme/mixins';

// Style pieces that the booking page and the visit planner share.

/** A dashed, centred box saying there is nothing to choose (no slots on a day). */
export const emptyBox = css`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The brand-coloured button that moves on to the next step, centred under its step. */
export const nextButton = css`
  align-self: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &:focus-visible {
    ${focusOutline}
  }
`;
