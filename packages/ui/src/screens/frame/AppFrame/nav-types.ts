import type { ComponentType, MouseEventHandler, ReactNode } from 'react';
import type { IconName } from '@salon/ui/primitives/Icon';

export interface NavLinkItem {
  label: string;
  href: string;
  icon: IconName;
}

/** A heading that expands to its links (Products, Settings). */
export interface NavGroupItem {
  label: string;
  icon: IconName;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

/** What the frame hands the link component; spread it on a router link (`to={href}`) or an `<a>`. */
export interface FrameLinkProps {
  href: string;
  className?: string;
  children?: ReactNode;
  title?: string;
  'aria-current'?: 'page';
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

export type FrameLinkComponent = ComponentType<FrameLinkProps>;
