import { describe, expect, it } from 'vitest';
import { groupHasActive, isActivePath, isGroup } from './active-path';

describe('isActivePath', () => {
  it('matches the dashboard only on /', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/users')).toBe(false);
  });

  it('matches a link on itself and its sub-paths, ignoring a trailing slash', () => {
    expect(isActivePath('/products', '/products')).toBe(true);
    expect(isActivePath('/products', '/products/')).toBe(true);
    expect(isActivePath('/products', '/products/p1')).toBe(true);
    expect(isActivePath('/products', '/product-categories')).toBe(false);
  });
});

describe('groups', () => {
  const group = {
    label: 'Products',
    icon: 'cart' as const,
    children: [{ label: 'Orders', href: '/order-history', icon: 'cart' as const }],
  };

  it('tells groups from links', () => {
    expect(isGroup(group)).toBe(true);
    expect(isGroup({ label: 'Users', href: '/users', icon: 'user' })).toBe(false);
  });

  it('knows when a group holds the current page', () => {
    expect(groupHasActive(group, '/order-history')).toBe(true);
    expect(groupHasActive(group, '/users')).toBe(false);
  });
});
