import styled from 'styled-components';
import { column, wrapRow } from '../../../theme/mixins';

export const Page = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  ${column(4)}
`;

export const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StepItem = styled.li<{ $current: boolean }>`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.surfaceMuted)};
  color: ${({ theme, $current }) => ($current ? theme.colors.onBrand : theme.colors.text)};
`;

export const Section = styled.section`
  ${column(4)}
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Choice = styled.label<{ $selected: boolean }>`
  ${column(1)}
  padding: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  cursor: pointer;
`;

export const Row = styled.div`
  ${wrapRow(2)}
`;

/** The platform's logo and name, and the way back to sign in, above every step. */
export const Header = styled.header`
  ${wrapRow(3)}
  justify-content: space-between;
`;

export const Brand = styled.div`
  ${wrapRow(2)}
`;

export const BrandName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand};
`;

export const SignInLine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The summary before paying: plan, period, price, discount and total. */
export const Summary = styled.section`
  ${column(2)}
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    row-gap: ${({ theme }) => theme.space[1]};
    margin: 0;
  }

  dt {
    padding-right: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const TotalTerm = styled.dt`
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  && {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const TotalValue = styled.dd`
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  && {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The promotion code's field and its Apply button on one line. */
export const PromoRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  > :first-child {
    flex: 1;
  }
`;
