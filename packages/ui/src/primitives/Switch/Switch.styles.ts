import styled from 'styled-components';
import { focusOutline } from '../../theme/mixins';

export const SwitchButton = styled.button<{ $labelFirst: boolean }>`
  display: inline-flex;
  flex-direction: ${({ $labelFirst }) => ($labelFirst ? 'row-reverse' : 'row')};
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.grey600};
  }

  &:focus-visible {
    outline: none;
  }
`;

export const Track = styled.span<{ $checked: boolean }>`
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.brand : theme.colors.grey500)};
  transition: background-color ${({ theme }) => theme.transitions.fast};

  button:focus-visible > & {
    ${focusOutline}
  }

  button:disabled > & {
    background: ${({ theme, $checked }) => ($checked ? theme.colors.grey500 : theme.colors.grey300)};
  }
`;

export const Thumb = styled.span<{ $checked: boolean }>`
  position: absolute;
  top: 3px;
  left: 3px;
  width: 16px;
  height: 16px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translateX(${({ $checked }) => ($checked ? '18px' : '0')});
  transition: transform ${({ theme }) => theme.transitions.fast};
`;
