import styled from 'styled-components';
import { codeChip, column, factGrid, surface, wrapRow } from '../../../theme/mixins';

export const CardItem = styled.li`
  ${column(3)}
  padding: ${({ theme }) => theme.space[4]};
  ${surface}
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

export const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Discount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Code = styled.span`
  display: inline-block;
  border: 1px dashed ${({ theme }) => theme.colors.brand};
  ${codeChip}
`;

export const Badge = styled.span<{ $tone: 'danger' | 'muted' }>`
  flex: none;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSubtle : theme.colors.surfaceMuted)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Facts = styled.dl`
  ${factGrid(3)}
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dd {
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  ${wrapRow(2)}
  margin-top: auto;
`;
