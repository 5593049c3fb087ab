export { AppFrame } from './AppFrame';
export type { AppFrameProps, FrameNotice, FrameViewerState } from './AppFrame';
export { isActivePath } from './active-path';
export type { FrameLinkComponent, FrameLinkProps, NavGroupItem, NavItem, NavLinkItem } from './nav-types';
