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
