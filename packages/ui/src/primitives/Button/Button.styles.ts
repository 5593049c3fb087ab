import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { focusOutline } from '../../theme/mixins';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantCss = (theme: DefaultTheme, variant: ButtonVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.brand};
        border-color: ${colors.brand};
        color: ${colors.onBrand};
        &:hover:not(:disabled) {
          background: ${colors.brandHover};
          border-color: ${colors.brandHover};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.surface};
        border-color: ${colors.brand};
        color: ${colors.brand};
        &:hover:not(:disabled) {
          background: ${colors.brandSubtle};
        }
      `;
    case 'danger':
      return css`
        background: ${colors.danger};
        border-color: ${colors.danger};
        color: ${colors.white};
        &:hover:not(:disabled) {
          background: ${colors.dangerHover};
          border-color: ${colors.dangerHover};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        border-color: transparent;
        color: ${colors.grey800};
        &:hover:not(:disabled) {
          background: ${colors.grey100};
        }
      `;
  }
};

const sizeCss = (theme: DefaultTheme, size: ButtonSize) => {
  const { space, fontSizes } = theme;
  switch (size) {
    case 'sm':
      return css`
        min-height: 32px;
        padding: 0 ${space[3]};
        font-size: ${fontSizes.sm};
      `;
    case 'md':
      return css`
        min-height: 40px;
        padding: 0 ${space[4]};
        font-size: ${fontSizes.sm};
      `;
    case 'lg':
      return css`
        min-height: 48px;
        padding: 0 ${space[6]};
        font-size: ${fontSizes.md};
      `;
  }
};

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $loading: boolean;
}>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  ${({ theme, $variant }) => variantCss(theme, $variant)}
  ${({ theme, $size }) => sizeCss(theme, $size)}

  &:focus-visible {
    ${focusOutline}
  }

  &:disabled {
    cursor: not-allowed;
    ${({ theme, $loading }) =>
      !$loading &&
      css`
        background: ${theme.colors.disabledBg};
        border-color: ${theme.colors.grey300};
        color: ${theme.colors.disabledText};
      `}
  }

  ${({ $loading }) =>
    $loading &&
    css`
      cursor: progress;
      &:disabled {
        cursor: progress;
      }
    `}
`;

export const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  /* opacity, not visibility: the label stays the accessible name while the spinner shows. */
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

export const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;
