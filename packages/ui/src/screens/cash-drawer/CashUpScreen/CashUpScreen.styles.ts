import styled from 'styled-components';
import { bareFieldset, choiceChip, column, mutedText } from '../../../theme/mixins';

/** Two columns on a wide screen (figures and movements, then the cash-up), one on a phone. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  & > div {
    ${column(4)}
    min-width: 0;
  }

  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const FormBody = styled.div`
  ${column(4)}
  min-width: 0;

  p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  margin: 0;
  ${mutedText}
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-variant-numeric: tabular-nums;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
  }
`;

export const Total = styled.dd`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const Kinds = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${bareFieldset('bold')}
`;

export const Kind = styled.label`
  ${choiceChip}
`;

export const Check = styled.p<{ $balanced: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $balanced }) => ($balanced ? theme.colors.successSubtle : theme.colors.warningSubtle)};
  color: ${({ theme, $balanced }) => ($balanced ? theme.colors.success : theme.colors.warning)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Outcome = styled(Check)``;
