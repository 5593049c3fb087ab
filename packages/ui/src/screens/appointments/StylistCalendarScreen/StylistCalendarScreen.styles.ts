import styled from 'styled-components';
import { bareList, column, mutedText, row, wrapRow } from '../../../theme/mixins';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Toolbar = styled.div`
  ${wrapRow(3, 'space-between')}
`;

export const Navigation = styled.div`
  ${row(2)}
`;

export const RangeLabel = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const ViewSwitch = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => theme.media.xl} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

export const Aside = styled.div<{ $collapsed?: boolean }>`
  width: 100%;

  ${({ theme }) => theme.media.xl} {
    width: 280px;
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}
  ${mutedText}
`;

export const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  margin-right: ${({ theme }) => theme.space[1]};
  border-radius: 2px;
  vertical-align: -1px;
  background: ${({ $color }) => $color};
`;

export const Loading = styled.div`
  ${column(2)}
`;

export const ErrorText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Main = styled.div`
  ${column(3)}
  min-width: 0;
`;
