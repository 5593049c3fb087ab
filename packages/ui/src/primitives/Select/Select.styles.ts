import type { GroupBase, StylesConfig } from 'react-select';
import type { DefaultTheme } from 'styled-components';
import type { SelectOption } from './select-options';

/** react-select styles built from the theme tokens (react-select styles itself with emotion objects). */
export function selectStyles<V extends string | number, IsMulti extends boolean>(
  theme: DefaultTheme,
  invalid: boolean,
): StylesConfig<SelectOption<V>, IsMulti, GroupBase<SelectOption<V>>> {
  const { colors, space, radii, fontSizes, shadows, zIndices } = theme;
  return {
    container: (base) => ({ ...base, width: '100%', fontSize: fontSizes.sm }),
    control: (base, state) => ({
      ...base,
      minHeight: 40,
      borderRadius: radii.md,
      borderColor: invalid ? colors.danger : state.isFocused ? colors.focus : colors.borderStrong,
      backgroundColor: state.isDisabled ? colors.disabledBg : colors.surface,
      boxShadow: state.isFocused ? `0 0 0 1px ${colors.focus}` : 'none',
      outline: state.isFocused ? `1px solid ${colors.focus}` : 'none',
      '&:hover': {
        borderColor: invalid ? colors.dangerHover : state.isFocused ? colors.focus : colors.grey700,
      },
    }),
    valueContainer: (base) => ({ ...base, padding: `2px ${space[3]}` }),
    placeholder: (base) => ({ ...base, color: colors.grey500 }),
    singleValue: (base, state) => ({ ...base, color: state.isDisabled ? colors.grey700 : colors.text }),
    input: (base) => ({ ...base, color: colors.text }),
    indicatorSeparator: (base) => ({ ...base, backgroundColor: colors.grey300 }),
    dropdownIndicator: (base, state) => ({
      ...base,
      color: state.isFocused ? colors.grey800 : colors.grey600,
      '&:hover': { color: colors.grey900 },
    }),
    clearIndicator: (base) => ({ ...base, color: colors.grey600, '&:hover': { color: colors.grey900 } }),
    loadingIndicator: (base) => ({ ...base, color: colors.grey600 }),
    menu: (base) => ({
      ...base,
      zIndex: zIndices.dropdown,
      borderRadius: radii.md,
      boxShadow: shadows.md,
      border: `1px solid ${colors.border}`,
    }),
    menuPortal: (base) => ({ ...base, zIndex: zIndices.dropdown }),
    option: (base, state) => ({
      ...base,
      color: state.isDisabled ? colors.grey500 : state.isSelected ? colors.onBrand : colors.text,
      backgroundColor: state.isSelected
        ? colors.brand
        : state.isFocused
          ? colors.brandSubtle
          : colors.surface,
      cursor: state.isDisabled ? 'not-allowed' : 'pointer',
      ':active': { backgroundColor: state.isSelected ? colors.brandHover : colors.grey200 },
    }),
    noOptionsMessage: (base) => ({ ...base, color: colors.textMuted }),
    loadingMessage: (base) => ({ ...base, color: colors.textMuted }),
    multiValue: (base) => ({ ...base, backgroundColor: colors.brandSubtle, borderRadius: radii.sm }),
    multiValueLabel: (base) => ({ ...base, color: colors.brandHover, fontSize: fontSizes.sm }),
    multiValueRemove: (base) => ({
      ...base,
      color: colors.brandHover,
      ':hover': { backgroundColor: colors.danger, color: colors.white },
    }),
  };
}
