import styled from 'styled-components';

export const Root = styled.div`
  position: relative;
  display: inline-flex;
  max-width: 100%;
`;

/** Placed by ActionMenu (fixed, in a portal), above the grid and its scroll box. */
export const MenuList = styled.ul`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.popover};
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const MenuItem = styled.li`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  white-space: nowrap;

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.brandSubtle};
    outline: none;
  }

  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
    background: transparent;
  }
`;
