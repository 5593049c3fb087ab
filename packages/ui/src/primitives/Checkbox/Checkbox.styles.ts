import styled from 'styled-components';
import { focusOutline } from '../../theme/mixins';

export const Root = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.grey600 : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const Box = styled.input<{ $invalid: boolean }>`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 1px 0 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: inherit;
  outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.colors.danger}` : 'none')};
  outline-offset: 1px;

  &:focus-visible {
    ${focusOutline}
  }
`;
