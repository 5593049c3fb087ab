import styled from 'styled-components';
import { column } from '../../theme/mixins';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const paddings = { none: 0, sm: 3, md: 4, lg: 6 } as const;

export const CardRoot = styled.section<{ $padding: CardPadding; $elevated: boolean }>`
  ${column(3)}
  min-width: 0;
  padding: ${({ theme, $padding }) => theme.space[paddings[$padding]]};
  border: 1px solid ${({ theme }) => theme.colors.grey200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadows.md : theme.shadows.sm)};
`;

export const CardHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const CardActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
