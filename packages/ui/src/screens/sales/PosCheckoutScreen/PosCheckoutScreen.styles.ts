import styled from 'styled-components';
import { bareList, column, mutedText, row, surface, wrapRow } from '../../../theme/mixins';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

export const Column = styled.div`
  ${column(4)}
  min-width: 0;
`;

export const Lines = styled.ul`
  ${bareList}
  ${column(3)}
`;

export const Line = styled.li`
  ${column(3)}
  padding: ${({ theme }) => theme.space[3]};
  ${surface}
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const LineHead = styled.div`
  ${wrapRow(2, 'space-between')}

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

export const Kind = styled.span`
  ${mutedText}
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export const LineTotal = styled.strong`
  font-variant-numeric: tabular-nums;
`;

/** The line's fields: as many side by side as fit, one a row on a phone. */
export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;

export const DiscountPair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  gap: ${({ theme }) => theme.space[2]};
`;

export const NativeSelect = styled.select`
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const Results = styled.ul`
  ${bareList}
  ${column(1)}
  max-height: 280px;
  overflow-y: auto;
`;

export const Result = styled.li`
  ${row(2)}
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  margin: 0;
  ${mutedText}
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const Strong = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Actions = styled.div`
  ${column(2)}
`;

export const Coupon = styled.div`
  ${wrapRow(2)}
  align-items: flex-end;

  > :first-child {
    flex: 1 1 160px;
  }
`;
