import styled, { css } from 'styled-components';
import { focusOutline } from '../../theme/mixins';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary' | 'danger';
export type IconButtonSize = 'sm' | 'md' | 'lg';

const dimension: Record<IconButtonSize, string> = { sm: '28px', md: '36px', lg: '44px' };

export const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => dimension[$size]};
  height: ${({ $size }) => dimension[$size]};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.fast};

  ${({ theme: { colors }, $variant }) => {
    switch ($variant) {
      case 'ghost':
        return css`
          background: transparent;
          color: ${colors.grey700};
          &:hover:not(:disabled) {
            background: ${colors.grey100};
            color: ${colors.grey900};
          }
        `;
      case 'secondary':
        return css`
          background: ${colors.surface};
          border-color: ${colors.borderStrong};
          color: ${colors.grey800};
          &:hover:not(:disabled) {
            background: ${colors.grey100};
          }
        `;
      case 'primary':
        return css`
          background: ${colors.brand};
          color: ${colors.onBrand};
          &:hover:not(:disabled) {
            background: ${colors.brandHover};
          }
        `;
      case 'danger':
        return css`
          background: transparent;
          color: ${colors.danger};
          &:hover:not(:disabled) {
            background: ${colors.dangerSubtle};
          }
        `;
    }
  }}

  &:focus-visible {
    ${focusOutline}
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
    background: transparent;
  }
`;
