import styled, { css } from 'styled-components';

/** Shared look of single-line text controls (also used by PasswordInput, PhoneInput, DatePicker). */
export const inputCss = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.grey500};
    opacity: 1;
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerHover : theme.colors.grey700)};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focus};
  }

  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.grey700};
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
`;

export const StyledInput = styled.input<{ $invalid?: boolean; $padStart: boolean; $padEnd: boolean }>`
  ${inputCss}
  ${({ $padStart, theme }) =>
    $padStart &&
    css`
      padding-left: calc(${theme.space[3]} + 24px);
    `}
  ${({ $padEnd, theme }) =>
    $padEnd &&
    css`
      padding-right: calc(${theme.space[1]} + 40px);
    `}
`;

export const StartAdornment = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  display: inline-flex;
  color: ${({ theme }) => theme.colors.grey600};
  pointer-events: none;
`;

export const EndAdornment = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space[1]};
  display: inline-flex;
  align-items: center;
`;
