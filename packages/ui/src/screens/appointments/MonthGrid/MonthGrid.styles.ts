import styled from 'styled-components';

export const Grid = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

export const Week = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
`;

export const DayName = styled.div`
  padding: ${({ theme }) => theme.space[2]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const DayCell = styled.div`
  border-right: 1px solid ${({ theme }) => theme.colors.grey200};
  border-bottom: 1px solid ${({ theme }) => theme.colors.grey200};
`;

export const DayButton = styled.button<{ $outside: boolean; $today: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  width: 100%;
  min-height: 88px;
  padding: ${({ theme }) => theme.space[2]};
  border: 0;
  background: ${({ theme, $outside }) => ($outside ? theme.colors.grey50 : theme.colors.surface)};
  color: ${({ theme, $outside }) => ($outside ? theme.colors.textMuted : theme.colors.text)};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.brandSubtle};
  }

  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }

  & > strong {
    color: ${({ theme, $today }) => ($today ? theme.colors.brand : 'inherit')};
  }
`;

export const Count = styled.span<{ $tone: 'success' | 'brand' | 'warning' }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $tone }) => theme.colors[$tone === 'brand' ? 'brand' : $tone]};
`;
