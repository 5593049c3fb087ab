import styled from 'styled-components';
import { column, focusRing, mutedText, wrapRow } from '../../../theme/mixins';

export const Page = styled.div`
  ${column(6)}
`;

export const Header = styled.div`
  ${wrapRow(4, 'space-between')}
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;

export const Main = styled.div`
  ${column(6)}
  min-width: 0;
`;

export const Side = styled.aside`
  ${column(6)}
`;

export const StatGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;

export const StatLabel = styled.span`
  display: block;
  ${mutedText}
`;

export const StatValue = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The height of a chart figure, px. */
export const CHART_HEIGHT = 280;

export const ChartBox = styled.div`
  height: ${CHART_HEIGHT}px;
  min-width: 0;
  overflow: hidden;
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${column(2)}
`;

/** A row of a side list or the stylist list that opens something. */
export const ItemButton = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

export const Muted = styled.span`
  ${mutedText}
`;

export const Badge = styled.span<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  background: ${({ theme, $active }) => ($active ? theme.colors.successSubtle : theme.colors.dangerSubtle)};
  color: ${({ theme, $active }) => ($active ? theme.colors.success : theme.colors.danger)};
`;

export const Avatar = styled.img`
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.round};
  object-fit: cover;
  flex: none;
`;

export const AvatarFallback = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.grey200};
  color: ${({ theme }) => theme.colors.grey800};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  flex: none;
`;

export const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
