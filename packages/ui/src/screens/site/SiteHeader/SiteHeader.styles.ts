import styled, { css } from 'styled-components';
import { bareList, row } from '../../../theme/mixins';

/** The header's buttons (the menu toggle, the cart and account ones): outlined in the text's colour. */
const outlinedButton = css`
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: var(--site-color);
  color: var(--site-on-color);
`;

export const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};

  /* A phone keeps the bar to one row: the salon's name gives way (ellipsis) before anything wraps. */
  @media (max-width: 480px) {
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  }
`;

export const Brand = styled.a`
  ${row(2)}
  flex: 1 1 0;
  color: inherit;
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-right: auto;
  min-width: 0;

  span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  img {
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.white};
  }
`;

export const MenuButton = styled.button`
  display: none;
  flex: none;
  ${outlinedButton}

  @media (max-width: 900px) {
    display: inline-flex;
    align-items: center;
  }
`;

export const Nav = styled.nav<{ $open: boolean }>`
  ${row(1)}

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    ${bareList}
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.space[2]}`};
    color: inherit;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  a:hover {
    text-decoration: underline;
  }

  @media (max-width: 900px) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    order: 3;
    width: 100%;

    ul {
      flex-direction: column;
      width: 100%;
    }
  }
`;

export const Actions = styled.div`
  ${row(2)}
  flex: none;
`;

export const HeaderButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  ${outlinedButton}
`;

export const CartCount = styled.span`
  min-width: 22px;
  padding: 0 6px;
  border-radius: 11px;
  background: var(--site-on-color);
  color: var(--site-color);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 22px;
  text-align: center;
`;

export const Greeting = styled.span`
  max-width: 14ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  @media (max-width: 480px) {
    max-width: 8ch;
  }
`;

export const AccountMenu = styled.div`
  position: relative;
`;

/** The name's menu: under the name, right-aligned, on the page's surface. */
export const AccountItems = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  z-index: 11;
  min-width: 200px;
  ${bareList}
  padding: ${({ theme }) => theme.space[1]} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.space[4]}`};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.grey100};
  }
`;
