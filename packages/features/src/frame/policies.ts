import { can } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';
import type { NavGroupItem, NavItem, NavLinkItem } from '@salon/ui/screens/frame/AppFrame';
import { ADMIN_ROUTES, adminPath, fillPath, menuRoles, type SidebarMenus } from '../core';

/** The viewer the sidebar is built for: the role, plus the stylist's own id and name for their link. */
export interface NavViewer {
  role: Role;
  _id: string;
  name: string;
}

/** The sidebar's links of `viewer` in order: every menu entry of the route table the role may see. */
function menuLinks(viewer: NavViewer, menus: SidebarMenus) {
  return ADMIN_ROUTES.flatMap((route) =>
    route.menu && menuRoles(route).includes(viewer.role) && (!route.menu.when || menus[route.menu.when])
      ? [
          {
            menu: route.menu,
            href: fillPath(route.path, { stylistId: viewer._id, stylistName: viewer.name }),
          },
        ]
      : [],
  ).sort((a, b) => a.menu.order - b.menu.order);
}

const NO_MENUS: SidebarMenus = { isVideo: false, isCheckin: false };

/**
 * The sidebar of `viewer`, read from the admin route table (`core/admin-routes.ts`): the entries whose
 * pages the role may open, grouped under their headings; a group with one entry for the role shows as one
 * link under the group's label. `menus` are the salon's app menus (off until they load).
 */
export function sidebarFor(viewer: NavViewer, menus: SidebarMenus = NO_MENUS): NavItem[] {
  const items: NavItem[] = [];
  const groups = new Map<string, NavGroupItem>();
  for (const { menu, href } of menuLinks(viewer, menus)) {
    const link: NavLinkItem = { label: menu.label, href, icon: menu.icon };
    if (!menu.group) {
      items.push(link);
      continue;
    }
    const group = groups.get(menu.group.label);
    if (group) group.children.push(link);
    else {
      const created: NavGroupItem = { label: menu.group.label, icon: menu.group.icon, children: [link] };
      groups.set(menu.group.label, created);
      items.push(created);
    }
  }
  return items.map((item) =>
    'children' in item && item.children.length === 1
      ? { label: item.label, href: item.children[0]!.href, icon: item.icon }
      : item,
  );
}

/** My Profile, at the bottom of every signed-in role's sidebar (Log Out is a button beside it). */
export const profileNavItem: NavLinkItem = {
  label: 'My Profile',
  href: adminPath('myProfile'),
  icon: 'user',
};
export const LOG_OUT_LABEL = 'Log Out';

/** What the frame offers the viewer besides the sidebar. */
export function frameCapabilities(role: Role) {
  return {
    /** Only the superadmin works across salons and gets the switcher in the header. */
    switchSalon: can(role, 'salons.switch'),
    /** The owner's own plan: its renewal notice shows on every page. */
    viewPlan: can(role, 'salons.ownSubscription'),
  };
}

/** The role as the header shows it under the signed-in name. */
export { roleLabel } from '../core/display-text';
