import type { PageHeaderProps } from './PageHeader';

/** The header's part of a list page's props: its title, search box, list-type filter and add button. */
const HEADER_KEYS = [
  'title',
  'searchValue',
  'onSearchChange',
  'searchPlaceholder',
  'addLabel',
  'onAdd',
  'listTypeOptions',
  'listTypeValue',
  'onListTypeChange',
  'listTypeLabel',
  'actions',
] as const satisfies readonly (keyof PageHeaderProps)[];

export type HeaderProps = Pick<PageHeaderProps, (typeof HEADER_KEYS)[number]>;

/** Splits a page's props into its header's (for PageHeader) and the rest (for the page's body). */
export function splitHeaderProps<Props extends HeaderProps>(
  props: Props,
): [HeaderProps, Omit<Props, keyof HeaderProps>] {
  const header: Partial<HeaderProps> = {};
  const rest: Partial<Props> = { ...props };
  for (const key of HEADER_KEYS) {
    if (key in props) {
      Object.assign(header, { [key]: props[key] });
      delete rest[key];
    }
  }
  return [header as HeaderProps, rest as Omit<Props, keyof HeaderProps>];
}
