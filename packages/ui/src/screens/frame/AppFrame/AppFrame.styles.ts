import styled, { css } from 'styled-components';
import { bareList, column, mutedText, wrapRow } from '../../../theme/mixins';

export const SIDEBAR_WIDTH = '248px';
export const SIDEBAR_COLLAPSED_WIDTH = '72px';

/** Below a tablet's width the sidebar is an overlay menu (matchMedia and CSS use the same query). */
export const PHONE_QUERY = '(max-width: 767.98px)';
const phone = `@media ${PHONE_QUERY}`;

export const Layout = styled.div<{ $collapsed: boolean }>`
  display: grid;
  grid-template-columns: ${({ $collapsed }) => ($collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH)} minmax(
      0,
      1fr
    );
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  transition: grid-template-columns ${({ theme }) => theme.transitions.normal};

  ${phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Sidebar = styled.aside<{ $menuOpen?: boolean }>`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  height: 100vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.grey900};
  color: ${({ theme }) => theme.colors.textOnDark};

  /* A phone: an overlay menu over the page, off screen (and out of the tab order) until opened. */
  ${phone} {
    position: fixed;
    top: 0;
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndices.popover};
    width: min(280px, 85vw);
    height: 100dvh;
    transform: translateX(${({ $menuOpen }) => ($menuOpen ? '0' : '-100%')});
    visibility: ${({ $menuOpen }) => ($menuOpen ? 'visible' : 'hidden')};
    transition:
      transform ${({ theme }) => theme.transitions.normal},
      visibility ${({ theme }) => theme.transitions.normal};
    box-shadow: ${({ $menuOpen }) => ($menuOpen ? '0 0 24px rgba(0, 0, 0, 0.35)' : 'none')};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

/** Behind the open phone menu: a tap closes it. */
export const Backdrop = styled.div`
  display: none;

  ${phone} {
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndices.popover - 1};
    display: block;
    background: rgba(17, 24, 39, 0.45);
  }
`;

/** The header's menu button: phones only. */
export const MenuButtonSlot = styled.div`
  display: none;

  ${phone} {
    display: block;
    flex: none;
  }
`;

export const SidebarTop = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'space-between')};
  gap: ${({ theme }) => theme.space[2]};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};

  button {
    color: ${({ theme }) => theme.colors.textOnDark};
  }
  button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.grey700};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

export const Brand = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

export const Nav = styled.nav`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[4]}`};
`;

export const NavList = styled.ul`
  ${column(1)}
  ${bareList}
`;

export const SubList = styled(NavList)`
  padding-left: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[1]};
`;

const entryCss = css<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.grey100};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.grey700};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.white};
    outline-offset: -2px;
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
  }
`;

/** Wraps whatever link component the app gives, so every link gets the same look. */
export const LinkSlot = styled.span<{ $collapsed: boolean }>`
  display: block;

  & > a {
    ${entryCss}
  }
`;

export const EntryButton = styled.button<{ $collapsed: boolean }>`
  ${entryCss}
`;

export const EntryText = styled.span`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Footer = styled.div`
  ${column(3)}
  border-top: 1px solid ${({ theme }) => theme.colors.grey700};
  padding-top: ${({ theme }) => theme.space[3]};
`;

export const Copyright = styled.p<{ $collapsed: boolean }>`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.grey300};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: ${({ $collapsed }) => ($collapsed ? 'center' : 'left')};
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.grey200};
  background: ${({ theme }) => theme.colors.surface};

  ${phone} {
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  }
`;

export const HeaderTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const HeaderEnd = styled.div`
  ${wrapRow(4, 'flex-end')}
  min-width: 0;
  margin-left: auto;

  ${phone} {
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const Viewer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const ViewerName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const ViewerRole = styled.span`
  ${mutedText}
`;

export const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};

  ${phone} {
    padding: ${({ theme }) => theme.space[3]};
  }
`;

export const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.text};

  a {
    color: inherit;
    font-weight: 600;
  }
`;

export const SkeletonStack = styled.div`
  ${column(3)}
  padding: ${({ theme }) => theme.space[4]};
`;
