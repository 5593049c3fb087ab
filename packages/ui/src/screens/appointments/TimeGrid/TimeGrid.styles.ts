import styled, { css } from 'styled-components';
import type { CalendarSlotStatus } from '../calendar-model';
import { focusRing } from '../../../theme/mixins';

export const Scroller = styled.div`
  overflow: auto;
  max-height: 70vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Grid = styled.div<{ $columns: number }>`
  --columns: 64px
    repeat(
      ${({ $columns }) => $columns},
      minmax(${({ $columns }) => ($columns > 1 ? '112px' : '240px')}, 1fr)
    );
  min-width: fit-content;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: var(--columns);
`;

export const HeaderRow = styled(Row)`
  position: sticky;
  top: 0;
  z-index: 2;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const ColumnHeader = styled.div<{ $today?: boolean }>`
  padding: ${({ theme }) => theme.space[2]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $today }) => ($today ? theme.colors.brand : theme.colors.text)};
`;

export const RowHeader = styled.div`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: right;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

const statusTone = {
  available: 'success',
  booked: 'brand',
  confirmed: 'info',
  waiting: 'warning',
  canceled: 'grey',
} as const;

export const Cell = styled.div<{ $locked: boolean; $drop: 'none' | 'ok' | 'no' }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-height: 52px;
  padding: 2px;
  border-right: 1px solid ${({ theme }) => theme.colors.grey200};
  border-bottom: 1px solid ${({ theme }) => theme.colors.grey200};
  background: ${({ theme, $locked }) => ($locked ? theme.colors.grey100 : theme.colors.surface)};
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }

  ${({ theme, $drop }) =>
    $drop === 'ok' &&
    css`
      background: ${theme.colors.successSubtle};
      box-shadow: inset 0 0 0 2px ${theme.colors.success};
    `}
  ${({ theme, $drop }) =>
    $drop === 'no' &&
    css`
      box-shadow: inset 0 0 0 2px ${theme.colors.danger};
    `}
`;

export const SlotBox = styled.div<{ $status: CalendarSlotStatus; $locked: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
  padding: 2px 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  ${({ theme, $status, $locked }) => {
    const tone = $locked ? 'grey' : statusTone[$status];
    const colors = theme.colors;
    const map = {
      success: [colors.successSubtle, colors.success],
      brand: [colors.brandSubtle, colors.brand],
      info: [colors.infoSubtle, colors.info],
      warning: [colors.warningSubtle, colors.warning],
      grey: [colors.grey200, colors.grey700],
    } as const;
    const [bg, fg] = map[tone];
    return css`
      background: ${bg};
      color: ${fg};
      border-left: 3px solid ${fg};
    `;
  }}
`;

export const SlotLabel = styled.span`
  flex: 1 1 auto;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const TextAction = styled.button`
  flex: 1 1 auto;
  padding: 2px 4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
  text-decoration: underline;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    text-decoration: none;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const Continuing = styled.span`
  padding: 2px 4px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CreateSlot = styled.div`
  display: flex;
  justify-content: flex-end;
  opacity: 0.85;
`;
