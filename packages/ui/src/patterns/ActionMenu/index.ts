export { ActionMenu } from './ActionMenu';
export type { ActionMenuItem, ActionMenuProps, ActionMenuTriggerProps } from './ActionMenu';
