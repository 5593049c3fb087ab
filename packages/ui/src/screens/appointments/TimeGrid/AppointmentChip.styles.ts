import styled, { css } from 'styled-components';
import type { CalendarAppointmentStatus } from '../calendar-model';
import { focusRing } from '../../../theme/mixins';

export const DragSource = styled.div<{ $dragging: boolean }>`
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
`;

export const ChipButton = styled.button<{ $status: CalendarAppointmentStatus; $locked: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 2px 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: left;
  cursor: pointer;
  ${({ theme: { colors }, $status, $locked }) => {
    if ($locked)
      return css`
        background: ${colors.grey200};
        color: ${colors.grey700};
        border-left: 3px solid ${colors.grey500};
      `;
    const tones = {
      booked: [colors.brand, colors.onBrand],
      confirmed: [colors.info, colors.white],
      waiting: [colors.warningSubtle, colors.warning],
      canceled: [colors.grey200, colors.grey700],
    } as const;
    const [bg, fg] = tones[$status];
    return css`
      background: ${bg};
      color: ${fg};
      border-left: 3px solid ${fg};
      cursor: ${$status === 'waiting' ? 'pointer' : 'grab'};
    `;
  }}

  &:focus-visible {
    ${focusRing}
  }
`;

export const ChipName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ChipDetail = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
