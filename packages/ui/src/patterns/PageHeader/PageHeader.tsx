import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Select } from '../../primitives/Select';
import type { SelectOption } from '../../primitives/Select';
import { TextInput } from '../../primitives/TextInput';
import { Controls, Header, ListTypeBox, SearchBox, Title } from './PageHeader.styles';

export interface PageHeaderProps {
  /** Page title, rendered as the h1. */
  title: ReactNode;
  /** Label of the add button; the button shows when both `addLabel` and `onAdd` are given. */
  addLabel?: string;
  onAdd?: () => void;
  /** The search box shows when `onSearchChange` is given. Debounce in the caller. */
  searchValue?: string;
  onSearchChange?: (value: string) => void;
  /** Default 'Search'. */
  searchPlaceholder?: string;
  /** Accessible name of the search box. Defaults to the placeholder. */
  searchLabel?: string;
  /** The list-type select shows when `listTypeOptions` and `onListTypeChange` are given. */
  listTypeOptions?: readonly SelectOption<string>[];
  listTypeValue?: string | null;
  onListTypeChange?: (value: string | null) => void;
  /** Default 'List type'. */
  listTypeLabel?: string;
  /** Extra controls after the built-in ones. */
  actions?: ReactNode;
  className?: string;
}

/** A list page's header: title, then search, list-type filter and add button; stacks on small screens. */
export function PageHeader({
  title,
  addLabel,
  onAdd,
  searchValue = '',
  onSearchChange,
  searchPlaceholder = 'Search',
  searchLabel,
  listTypeOptions,
  listTypeValue = null,
  onListTypeChange,
  listTypeLabel = 'List type',
  actions,
  className,
}: PageHeaderProps) {
  const listTypeId = useId();
  const showSearch = Boolean(onSearchChange);
  const showListType = Boolean(listTypeOptions && onListTypeChange);
  const showAdd = Boolean(addLabel && onAdd);
  const hasControls = showSearch || showListType || showAdd || Boolean(actions);
  return (
    <Header className={className}>
      <Title>{title}</Title>
      {hasControls && (
        <Controls>
          {showSearch && (
            <SearchBox>
              <TextInput
                type="search"
                value={searchValue}
                placeholder={searchPlaceholder}
                aria-label={searchLabel ?? searchPlaceholder}
                iconStart={<Icon name="search" size={16} />}
                onChange={(event) => onSearchChange?.(event.target.value)}
              />
            </SearchBox>
          )}
          {showListType && listTypeOptions && onListTypeChange && (
            <ListTypeBox>
              <Select<string>
                inputId={listTypeId}
                aria-label={listTypeLabel}
                options={listTypeOptions}
                value={listTypeValue}
                onChange={onListTypeChange}
                placeholder={listTypeLabel}
                isSearchable={false}
              />
            </ListTypeBox>
          )}
          {actions}
          {showAdd && (
            <Button onClick={onAdd} iconStart={<Icon name="plus" size={16} />}>
              {addLabel}
            </Button>
          )}
        </Controls>
      )}
    </Header>
  );
}
