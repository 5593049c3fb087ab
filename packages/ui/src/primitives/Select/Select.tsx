import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import ReactSelect, { components } from 'react-select';
import type { InputProps, MenuListProps, MultiValue, SingleValue } from 'react-select';
import { useTheme } from 'styled-components';
import { findOption, findOptions } from './select-options';
import type { SelectOption } from './select-options';
import { selectStyles } from './Select.styles';

interface SelectCommonProps<V extends string | number> {
  options: readonly SelectOption<V>[];
  /** Id of the text input, for `<label htmlFor>`. */
  inputId?: string;
  /** Same as inputId (so FormField's render props can be spread). */
  id?: string;
  name?: string;
  placeholder?: string;
  /** Typing filters the options. Default true. */
  isSearchable?: boolean;
  isClearable?: boolean;
  isLoading?: boolean;
  isDisabled?: boolean;
  /** Shown when no option matches. Default 'No options'. */
  noOptionsMessage?: string;
  loadingMessage?: string;
  invalid?: boolean;
  required?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  /**
   * 'fixed' (default) lets the menu escape a scrolling modal body; use 'absolute' in long pages
   * when the menu must scroll with its control.
   */
  menuPosition?: 'fixed' | 'absolute';
  /** Opens the menu on mount (stories). */
  defaultMenuIsOpen?: boolean;
  /** Told of every change of the typed text (e.g. to search on the server). */
  onInputChange?: (text: string) => void;
  /**
   * The options are already filtered by the typed text (searched on the server): show them as given
   * instead of filtering them again. Default false.
   */
  serverFiltered?: boolean;
  onBlur?: () => void;
  className?: string;
}

export interface SingleSelectProps<V extends string | number> extends SelectCommonProps<V> {
  isMulti?: false;
  /** The selected value, or null. */
  value: V | null;
  onChange: (value: V | null) => void;
}

export interface MultiSelectProps<V extends string | number> extends SelectCommonProps<V> {
  isMulti: true;
  value: readonly V[];
  onChange: (value: V[]) => void;
}

export type SelectProps<V extends string | number = string> = SingleSelectProps<V> | MultiSelectProps<V>;

/** Passes aria-describedby (not a react-select prop) through to the input. */
function DescribedInput<V extends string | number>(props: InputProps<SelectOption<V>, boolean>) {
  const describedBy = (props.selectProps as { 'aria-describedby'?: string })['aria-describedby'];
  return <components.Input {...props} aria-describedby={describedBy} />;
}

/**
 * Drops the listbox role while the menu only holds a message ('No options', a loading text): a listbox
 * without options breaks ARIA (axe aria-required-children); react-select announces the message itself.
 */
function MessageAwareMenuList<V extends string | number>(props: MenuListProps<SelectOption<V>, boolean>) {
  const hasOptions = Array.isArray(props.children) && props.children.length > 0;
  return (
    <components.MenuList
      {...props}
      innerProps={
        hasOptions
          ? props.innerProps
          : { ...props.innerProps, role: undefined, 'aria-multiselectable': undefined }
      }
    />
  );
}

const selectComponents = { Input: DescribedInput, MenuList: MessageAwareMenuList };

/** A themed react-select: single or multi, searchable, values in and out (not option objects). */
export function Select<V extends string | number = string>(props: SelectProps<V>) {
  const theme = useTheme();
  const menuOpen = useRef(Boolean(props.defaultMenuIsOpen));
  const {
    options,
    inputId,
    id,
    placeholder = 'Select…',
    isSearchable = true,
    noOptionsMessage = 'No options',
    loadingMessage = 'Loading…',
    invalid = false,
    menuPosition = 'fixed',
    onInputChange,
    serverFiltered = false,
    'aria-invalid': ariaInvalid,
    className,
    ...rest
  } = props;
  const common = {
    ...rest,
    inputId: inputId ?? id,
    options,
    placeholder,
    isSearchable,
    menuPosition,
    noOptionsMessage: () => noOptionsMessage,
    loadingMessage: () => loadingMessage,
    'aria-invalid': ariaInvalid ?? invalid,
    className,
    classNamePrefix: 'select',
    ...(serverFiltered ? { filterOption: null } : {}),
    ...(onInputChange
      ? {
          // react-select clears the text when the menu closes or an option is picked; report that too.
          onInputChange: (text: string) => {
            onInputChange(text);
            return text;
          },
        }
      : {}),
    components: selectComponents,
    onMenuOpen: () => {
      menuOpen.current = true;
    },
    onMenuClose: () => {
      menuOpen.current = false;
    },
    // Escape with the menu open only closes the menu: keep it from reaching an enclosing Modal.
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape' && menuOpen.current) event.stopPropagation();
    },
  };

  if (props.isMulti) {
    const { onChange, value } = props;
    return (
      <ReactSelect<SelectOption<V>, true>
        {...common}
        isMulti
        value={findOptions(options, value)}
        onChange={(selected: MultiValue<SelectOption<V>>) => onChange(selected.map((o) => o.value))}
        styles={selectStyles<V, true>(theme, invalid)}
      />
    );
  }
  const { onChange, value } = props;
  return (
    <ReactSelect<SelectOption<V>, false>
      {...common}
      isMulti={false}
      value={findOption(options, value)}
      onChange={(selected: SingleValue<SelectOption<V>>) => onChange(selected ? selected.value : null)}
      styles={selectStyles<V, false>(theme, invalid)}
    />
  );
}
