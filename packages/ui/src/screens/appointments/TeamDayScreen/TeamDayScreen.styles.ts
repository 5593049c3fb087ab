import styled, { css } from 'styled-components';
import { bareList, surface } from '../../../theme/mixins';

export { ErrorText } from '../StylistCalendarScreen/StylistCalendarScreen.styles';

export const DayNav = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The stylists side by side; on a phone the row scrolls sideways inside itself. */
export const Columns = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space[2]};
`;

export const Column = styled.section`
  ${surface}
  flex: 0 0 280px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
`;

export const ColumnTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Cards = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Card = styled.li<{ $muted: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surfaceMuted : theme.colors.surface)};
`;

export const Time = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

export const Client = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Service = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'brand';

const tones = {
  neutral: css`
    background: ${({ theme }) => theme.colors.grey100};
    color: ${({ theme }) => theme.colors.grey800};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.infoSubtle};
    color: ${({ theme }) => theme.colors.info};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSubtle};
    color: ${({ theme }) => theme.colors.success};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.warning};
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerSubtle};
    color: ${({ theme }) => theme.colors.danger};
  `,
  brand: css`
    background: ${({ theme }) => theme.colors.brandSubtle};
    color: ${({ theme }) => theme.colors.brandHover};
  `,
};

export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 20px;
  ${({ $tone }) => tones[$tone]}
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
`;

export const NoVisits = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const MoneySummary = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

/** The visit's payments, folded under their summary. */
export const Payments = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
