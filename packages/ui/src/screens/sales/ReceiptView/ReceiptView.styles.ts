import styled, { createGlobalStyle, css } from 'styled-components';
import { column, mutedText, wrapRow } from '../../../theme/mixins';

/** 80 mm receipt paper: the receipt's own width and type, on screen (preview) and on paper. */
const paper = css`
  width: 80mm;
  max-width: 100%;
  padding: 4mm;
  font-size: 12px;
  border-radius: 0;
`;

export const Paper = styled.article<{ $paper: boolean }>`
  ${column(3)}
  box-sizing: border-box;
  width: 100%;
  max-width: 480px;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.black};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-variant-numeric: tabular-nums;
  ${({ $paper }) => $paper && paper}

  h2,
  h3,
  p {
    margin: 0;
  }
`;

/**
 * Printing shows the receipt alone: everything else of the page is hidden and the receipt starts at the
 * paper's top left, 80 mm wide at most. The page takes the printer's paper (no fixed size): an 80 mm roll
 * gets the receipt edge to edge, an A4 sheet gets it as a column with a margin the printer can reach.
 */
export const PrintStyle = createGlobalStyle`
  @media print {
    @page {
      margin: 0;
    }

    body * {
      visibility: hidden;
    }

    [data-receipt],
    [data-receipt] * {
      visibility: visible;
    }

    [data-receipt] {
      position: absolute;
      top: 0;
      left: 0;
      box-sizing: border-box;
      width: 100%;
      max-width: 80mm;
      padding: 4mm;
      border: 0;
      font-size: 12px;
    }

    [data-receipt] section {
      break-inside: avoid;
    }
  }

  /* Wider paper than a roll (A4, Letter): keep clear of the edge printers cannot reach. */
  @media print and (min-width: 100mm) {
    [data-receipt] {
      top: 10mm;
      left: 10mm;
    }

    [data-receipt-screen] {
      display: none !important;
    }
  }
`;

export const Header = styled.header`
  ${column(1)}
  text-align: center;

  h2 {
    font-size: 1.25em;
  }
`;

export const Small = styled.p`
  font-size: 0.9em;
`;

export const Rule = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px dashed ${({ theme }) => theme.colors.grey500};
`;

export const Rows = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px ${({ theme }) => theme.space[3]};
  margin: 0;

  dt {
    overflow-wrap: anywhere;
  }

  dd {
    margin: 0;
    text-align: right;
  }
`;

export const Detail = styled.dt`
  padding-left: 1em;
  ${mutedText}
  font-size: 0.9em;
`;

export const Strong = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Banner = styled.p`
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const RefundPart = styled.section`
  ${column(2)}

  h3 {
    font-size: 1.1em;
  }
`;

export const Actions = styled.div`
  ${wrapRow(2)}
`;
