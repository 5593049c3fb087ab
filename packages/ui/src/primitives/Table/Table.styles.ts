import styled, { type DefaultTheme } from 'styled-components';
import { focusOutline } from '../../theme/mixins';

export type CellAlign = 'left' | 'center' | 'right';

export const Scroller = styled.div`
  /* The containing block of its cells' absolutely placed pieces (visually hidden labels): without it
     they escape the scroll box and widen the page on a phone. */
  position: relative;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.grey200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    ${focusOutline}
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Caption = styled.caption`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Cells' padding: a dense table (many columns) has less room beside each value. */
const cellPadding = ({ theme, $dense }: { theme: DefaultTheme; $dense?: boolean }) =>
  `${theme.space[3]} ${$dense ? theme.space[3] : theme.space[4]}`;

export const Th = styled.th<{ $align: CellAlign; $width: string | undefined; $dense?: boolean }>`
  width: ${({ $width }) => $width ?? 'auto'};
  padding: ${cellPadding};
  border-bottom: 1px solid ${({ theme }) => theme.colors.grey200};
  background: ${({ theme }) => theme.colors.grey50};
  color: ${({ theme }) => theme.colors.grey700};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
`;

export const Td = styled.td<{ $align: CellAlign; $dense?: boolean }>`
  padding: ${cellPadding};
  border-bottom: 1px solid ${({ theme }) => theme.colors.grey200};
  color: ${({ theme }) => theme.colors.text};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
`;

export const Tr = styled.tr`
  &:last-child > td {
    border-bottom: none;
  }

  tbody > &:hover > td {
    background: ${({ theme }) => theme.colors.grey50};
  }
`;

export const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
