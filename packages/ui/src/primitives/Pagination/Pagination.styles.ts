import styled, { css } from 'styled-components';
import { bareList, focusOutline } from '../../theme/mixins';

export const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  ${bareList}
`;

export const PageButton = styled.button<{ $current: boolean }>`
  min-width: 36px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.grey800};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.grey100};
  }

  &:focus-visible {
    ${focusOutline}
  }

  ${({ $current, theme }) =>
    $current &&
    css`
      border-color: ${theme.colors.brand};
      background: ${theme.colors.brand};
      color: ${theme.colors.onBrand};
      cursor: default;
      &:hover:not(:disabled) {
        background: ${theme.colors.brand};
      }
    `}
`;

export const Ellipsis = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 28px;
  height: 36px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
