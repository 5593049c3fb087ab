import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Days = styled.div`
  display: flex;
  flex-direction: column;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Day = styled.fieldset`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} 0`};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const DayName = styled.legend`
  float: left;
  padding: ${({ theme }) => `${theme.space[2]} 0`};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Ranges = styled.div`
  ${column(2)}
`;

export const Range = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
`;

export const RemoveSlot = styled.div`
  padding-top: 28px;
`;

export const Closed = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;
