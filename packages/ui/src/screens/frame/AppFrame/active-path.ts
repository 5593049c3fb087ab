import type { NavGroupItem, NavItem } from './nav-types';

/** Whether a sidebar link is the current page: `/` only on itself, other links also on their sub-paths. */
export function isActivePath(href: string, currentPath: string): boolean {
  const path = currentPath.replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  const target = href.replace(/\/+$/, '');
  return path === target || path.startsWith(`${target}/`);
}

export function isGroup(item: NavItem): item is NavGroupItem {
  return 'children' in item;
}

/** A group holding the current page starts expanded. */
export function groupHasActive(group: NavGroupItem, currentPath: string): boolean {
  return group.children.some((child) => isActivePath(child.href, currentPath));
}
