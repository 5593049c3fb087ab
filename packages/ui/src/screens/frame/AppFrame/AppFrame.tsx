import { useId, useState, type ReactNode } from 'react';
import { Icon } from '@salon/ui/primitives/Icon';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { groupHasActive, isActivePath, isGroup } from './active-path';
import {
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
  Nav,
  NavList,
  Sidebar,
  SidebarTop,
  SubList,
  Viewer,
  ViewerName,
  ViewerRole,
} from './AppFrame.styles';
import { FrameSkeleton } from './FrameSkeleton';
import type { FrameLinkComponent, FrameLinkProps, NavGroupItem, NavItem, NavLinkItem } from './nav-types';

/** Who is signed in, or that their info is still loading (the whole frame then shows a skeleton). */
export type FrameViewerState = { status: 'loading' } | { status: 'ready'; name: string; roleLabel: string };

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
  /** Start with the sidebar collapsed to icons. */
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Year of the copyright line; the current year by default. */
  year?: number;
  brand?: string;
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
  year = new Date().getFullYear(),
  brand = 'Salon Booking',
  children,
}: AppFrameProps) {
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({});
  const idPrefix = useId();

  if (viewer.status === 'loading') return <FrameSkeleton collapsed={collapsed} />;

  const setCollapsedTo = (next: boolean) => {
    setCollapsed(next);
    onCollapsedChange?.(next);
  };

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
      <Sidebar>
        <SidebarTop $collapsed={collapsed}>
          {!collapsed && <Brand>{brand}</Brand>}
          <IconButton
            label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            icon={collapsed ? 'chevron-right' : 'chevron-left'}
            aria-expanded={!collapsed}
            onClick={() => setCollapsedTo(!collapsed)}
          />
        </SidebarTop>
        <Nav aria-label="Main">
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
          {title && <HeaderTitle>{title}</HeaderTitle>}
          <HeaderEnd>
            {headerSlot}
            <Viewer>
              <ViewerName>{viewer.name}</ViewerName>
              <ViewerRole>{viewer.roleLabel}</ViewerRole>
            </Viewer>
          </HeaderEnd>
        </Header>
        <Main>{children}</Main>
      </Column>
    </Layout>
  );
}
