export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { iconNames, iconPaths } from './icon-paths';
export type { IconName } from './icon-paths';
