import { PERMISSIONS } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';
import type { NavItem } from '@salon/ui/screens/frame/AppFrame';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { profileNavItem, sidebarFor } from './policies';
import { ADMIN_ROUTES, DASHBOARD_ROLES, menuRoles, routeRoles } from '../core';

const viewer = (role: Role) => ({
  role,
  _id: '0e5e0000-0000-4000-8000-000000000005',
  name: 'Stella Stylist',
});
const ALL_MENUS = { isVideo: true, isCheckin: true };
const hrefs = (items: NavItem[]) =>
  items.flatMap((item) => ('children' in item ? item.children.map((child) => child.href) : [item.href]));

/** The route an address opens, as the router matches it (the first matching entry). */
const routeOf = (href: string) => ADMIN_ROUTES.find((route) => matchPath(route.path, href));

describe('the admin route table', () => {
  it('names each path once', () => {
    const paths = ADMIN_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("keeps every menu entry's roles within the roles its page admits", () => {
    for (const route of ADMIN_ROUTES) {
      for (const role of menuRoles(route)) expect(routeRoles(route), route.path).toContain(role);
    }
  });

  it('admits only roles that sign in to the dashboard', () => {
    for (const route of ADMIN_ROUTES) {
      for (const role of routeRoles(route)) expect(DASHBOARD_ROLES, route.path).toContain(role);
    }
  });

  it('reads its roles from the permission table the server authorizes with', () => {
    const tableRoles = new Set(Object.values(PERMISSIONS).map((roles) => [...roles].sort().join()));
    for (const route of ADMIN_ROUTES) {
      if (route.roles) expect(tableRoles.has([...route.roles].sort().join()), route.path).toBe(true);
    }
  });

  it.each(DASHBOARD_ROLES)('gives %s a sidebar of exactly the menu entries it may open', (role) => {
    const links = hrefs(sidebarFor(viewer(role), ALL_MENUS));
    const expected = ADMIN_ROUTES.filter((route) => menuRoles(route).includes(role));
    expect(links).toHaveLength(expected.length);
    for (const href of [...links, profileNavItem.href]) {
      const route = routeOf(href);
      expect(route, href).toBeDefined();
      expect(routeRoles(route!), `${role} opens ${href}`).toContain(role);
    }
  });

  it("keeps Salon Staff and Orders out of the manager's menu (their pages refuse the manager)", () => {
    const manager = hrefs(sidebarFor(viewer('manager'), ALL_MENUS));
    expect(manager).not.toContain('/salon-role-manger');
    expect(manager).not.toContain('/order-history');
    for (const role of ['superadmin', 'salon'] as const) {
      expect(hrefs(sidebarFor(viewer(role), ALL_MENUS))).toEqual(
        expect.arrayContaining(['/salon-role-manger', '/order-history']),
      );
    }
  });
});
