export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { splitHeaderProps } from './header-props';
export type { HeaderProps } from './header-props';
