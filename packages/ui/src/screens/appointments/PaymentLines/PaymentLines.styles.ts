import styled from 'styled-components';
import { bareList } from '../../../theme/mixins';

export const PaymentList = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[1]};
`;

export const PaymentRow = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  column-gap: ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;

  & > span:nth-child(2) {
    font-variant-numeric: tabular-nums;
    text-align: end;
  }

  & > span:nth-child(3) {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export const PaymentSummary = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
`;
