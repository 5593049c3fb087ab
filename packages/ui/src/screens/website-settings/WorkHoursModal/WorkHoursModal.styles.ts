import styled from 'styled-components';

export const Days = styled.div`
  display: flex;
  flex-direction: column;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Day = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(96px, auto) 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  align-items: center;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} 0`};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const DayName = styled.legend`
  float: left;
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Times = styled.div`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
`;

export const Closed = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StylistsGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const StylistList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Explanation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
