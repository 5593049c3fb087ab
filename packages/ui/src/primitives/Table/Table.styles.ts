import styled, { type DefaultTheme } from 'styled-components';
import { focusOutline } from '../../theme/mixins';

export type CellAlign = 'left' | 'center' | 'right';

/**
 * Below the small breakpoint (a phone) each row is a card: one line per cell, its column's name beside
 * its value, so a row's actions are on screen without scrolling the table sideways.
 */
export const cards = ({ theme }: { theme: DefaultTheme }) =>
  `@media (max-width: calc(${theme.breakpoints.sm} - 0.02px))`;

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

  ${cards} {
    &,
    & > tbody {
      display: block;
    }

    /* The column names stay for assistive technology; each cell shows its own. */
    & > thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
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

  ${cards} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
    border-bottom: none;
    text-align: right;
    overflow-wrap: anywhere;

    &[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.grey700};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
      text-align: left;
    }
  }
`;

export const Tr = styled.tr`
  &:last-child > td {
    border-bottom: none;
  }

  ${cards} {
    display: block;
    padding: ${({ theme }) => `${theme.space[2]} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.grey200};

    &:last-child {
      border-bottom: none;
    }
  }

  tbody > &:hover > td {
    background: ${({ theme }) => theme.colors.grey50};
  }
`;

export const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  ${cards} {
    display: block;
  }
`;
