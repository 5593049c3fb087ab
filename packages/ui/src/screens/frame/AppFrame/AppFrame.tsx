import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@salon/ui/primitives/Icon';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { groupHasActive, isActivePath, isGroup } from './active-path';
import {
  Backdrop,
  Brand,
  Column,
  Copyright,
  EntryButton,
  EntryText,
  Footer,
  Header,
  HeaderEnd,
  HeaderTitle,
  Layout,
  LinkSlot,
  Main,
  MenuButtonSlot,
  Nav,
  Notice,
  NavList,
  Sidebar,
  SidebarTop,
  SubList,
  Viewer,
  ViewerName,
  ViewerRole,
  PHONE_QUERY,
} from './AppFrame.styles';
import { FrameSkeleton } from './FrameSkeleton';
import type { FrameLinkComponent, FrameLinkProps, NavGroupItem, NavItem, NavLinkItem } from './nav-types';
import { useMediaQuery } from './use-media-query';

/** Who is signed in, or that their info is still loading (the whole frame then shows a skeleton). */
export type FrameViewerState = { status: 'loading' } | { status: 'ready'; name: string; roleLabel: string };

/** A notice above every page, with the link that resolves it (e.g. a plan to renew). */
export interface FrameNotice {
  text: string;
  linkLabel: string;
  href: string;
}

export interface AppFrameProps {
  viewer: FrameViewerState;
  /** Sidebar entries, in order; groups expand to their links. */
  items: NavItem[];
  /** The My Profile entry at the bottom of the sidebar. */
  profileItem: NavLinkItem;
  /** Path of the current page; the matching link is marked `aria-current="page"`. */
  currentPath: string;
  /** Renders every link (e.g. a router link taking `href`); a plain `<a>` by default. */
  linkComponent?: FrameLinkComponent;
  /** Optional page title in the header. */
  title?: string;
  /** Extra header content before the signed-in name, e.g. the salon switcher. */
  headerSlot?: ReactNode;
  /** The sidebar's Log Out entry. */
  onLogout: () => void;
  /** Start with the sidebar collapsed to icons (tablets and wider). */
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** On a phone the sidebar is an overlay menu: start with it open (closed by default). */
  defaultMenuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  /** Year of the copyright line; the current year by default. */
  year?: number;
  brand?: string;
  /** Shown above the page while set. */
  notice?: FrameNotice | null;
  /** The page. */
  children?: ReactNode;
}

function PlainLink({ href, children, ...rest }: FrameLinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** The signed-in page frame: side navigation, header and the page itself. */
export function AppFrame({
  viewer,
  items,
  profileItem,
  currentPath,
  linkComponent: LinkComponent = PlainLink,
  title,
  headerSlot,
  onLogout,
  defaultCollapsed = false,
  onCollapsedChange,
  defaultMenuOpen = false,
  onMenuOpenChange,
  year = new Date().getFullYear(),
  brand = 'Salon Booking',
  notice,
  children,
}: AppFrameProps) {
  const [desktopCollapsed, setCollapsed] = useState(defaultCollapsed);
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({});
  const idPrefix = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const closeMenuButton = useRef<HTMLButtonElement>(null);
  // On a phone the menu always shows its labels; the icon-only sidebar is for wider screens.
  const collapsed = desktopCollapsed && !phone;

  const setMenuOpenTo = (next: boolean) => {
    setMenuOpen(next);
    onMenuOpenChange?.(next);
  };

  useEffect(() => {
    if (phone && menuOpen) closeMenuButton.current?.focus();
  }, [phone, menuOpen]);

  if (viewer.status === 'loading') return <FrameSkeleton collapsed={collapsed} />;

  const setCollapsedTo = (next: boolean) => {
    setCollapsed(next);
    onCollapsedChange?.(next);
  };
  const sidebarId = `${idPrefix}-sidebar`;

  const renderLink = (item: NavLinkItem) => {
    const active = isActivePath(item.href, currentPath);
    return (
      <li key={item.href}>
        <LinkSlot $collapsed={collapsed}>
          <LinkComponent
            href={item.href}
            aria-current={active ? 'page' : undefined}
            title={collapsed ? item.label : undefined}
          >
            <Icon name={item.icon} size={20} />
            {collapsed ? <VisuallyHidden>{item.label}</VisuallyHidden> : <EntryText>{item.label}</EntryText>}
          </LinkComponent>
        </LinkSlot>
      </li>
    );
  };

  const renderGroup = (group: NavGroupItem) => {
    const listId = `${idPrefix}-${group.label}`;
    const open = !collapsed && (openGroups[group.label] ?? groupHasActive(group, currentPath));
    return (
      <li key={group.label}>
        <EntryButton
          type="button"
          $collapsed={collapsed}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          title={collapsed ? group.label : undefined}
          onClick={() => {
            if (collapsed) {
              setCollapsedTo(false);
              setOpenGroups((groups) => ({ ...groups, [group.label]: true }));
            } else {
              setOpenGroups((groups) => ({ ...groups, [group.label]: !open }));
            }
          }}
        >
          <Icon name={group.icon} size={20} />
          {collapsed ? (
            <VisuallyHidden>{group.label}</VisuallyHidden>
          ) : (
            <>
              <EntryText>{group.label}</EntryText>
              <Icon name={open ? 'chevron-up' : 'chevron-down'} size={16} />
            </>
          )}
        </EntryButton>
        {open && <SubList id={listId}>{group.children.map(renderLink)}</SubList>}
      </li>
    );
  };

  return (
    <Layout $collapsed={collapsed}>
      {phone && menuOpen && <Backdrop aria-hidden="true" onClick={() => setMenuOpenTo(false)} />}
      <Sidebar
        id={sidebarId}
        $menuOpen={menuOpen}
        onKeyDown={(event) => {
          if (phone && menuOpen && event.key === 'Escape') setMenuOpenTo(false);
        }}
      >
        <SidebarTop $collapsed={collapsed}>
          {!collapsed && <Brand>{brand}</Brand>}
          {phone ? (
            <IconButton
              ref={closeMenuButton}
              label="Close menu"
              icon="close"
              onClick={() => setMenuOpenTo(false)}
            />
          ) : (
            <IconButton
              label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              icon={collapsed ? 'chevron-right' : 'chevron-left'}
              aria-expanded={!collapsed}
              onClick={() => setCollapsedTo(!collapsed)}
            />
          )}
        </SidebarTop>
        <Nav
          aria-label="Main"
          onClick={(event) => {
            // Following a link on a phone closes the menu over the new page.
            if (phone && (event.target as Element).closest('a')) setMenuOpenTo(false);
          }}
        >
          <NavList>{items.map((item) => (isGroup(item) ? renderGroup(item) : renderLink(item)))}</NavList>
          <Footer>
            <NavList>
              {renderLink(profileItem)}
              <li>
                <EntryButton
                  type="button"
                  $collapsed={collapsed}
                  title={collapsed ? 'Log Out' : undefined}
                  onClick={onLogout}
                >
                  <Icon name="logout" size={20} />
                  {collapsed ? <VisuallyHidden>Log Out</VisuallyHidden> : <EntryText>Log Out</EntryText>}
                </EntryButton>
              </li>
            </NavList>
            <Copyright $collapsed={collapsed}>
              © {year}
              {collapsed ? null : ` ${brand}`}
            </Copyright>
          </Footer>
        </Nav>
      </Sidebar>
      <Column>
        <Header>
          <MenuButtonSlot>
            <IconButton
              label="Open menu"
              icon="menu"
              aria-expanded={phone ? menuOpen : undefined}
              aria-controls={sidebarId}
              onClick={() => setMenuOpenTo(true)}
            />
          </MenuButtonSlot>
          {title && <HeaderTitle>{title}</HeaderTitle>}
          <HeaderEnd>
            {headerSlot}
            <Viewer>
              <ViewerName>{viewer.name}</ViewerName>
              <ViewerRole>{viewer.roleLabel}</ViewerRole>
            </Viewer>
          </HeaderEnd>
        </Header>
        <Main>
          {notice && (
            <Notice role="status">
              <span>{notice.text}</span> <LinkComponent href={notice.href}>{notice.linkLabel}</LinkComponent>
            </Notice>
          )}
          {children}
        </Main>
      </Column>
    </Layout>
  );
}
