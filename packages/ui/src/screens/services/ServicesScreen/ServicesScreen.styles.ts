import styled, { css } from 'styled-components';
import { tableCards } from '@salon/ui/primitives/Table';
import { column } from '../../../theme/mixins';

export const Page = styled.div`
  ${column(4)}
  min-width: 0;
`;

export const Th = styled.th<{ $width?: string }>`
  width: ${({ $width }) => $width ?? 'auto'};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.grey200};
  background: ${({ theme }) => theme.colors.grey50};
  color: ${({ theme }) => theme.colors.grey700};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
  white-space: nowrap;
`;

export const Td = styled.td`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.grey200};
  color: ${({ theme }) => theme.colors.text};
  vertical-align: middle;
  white-space: nowrap;

  /* A phone: the row's cells flow on as few lines as fit, so its switch and actions are on screen. */
  ${tableCards} {
    padding: ${({ theme }) => theme.space[1]};
    border-bottom: none;
    white-space: normal;

    &:empty {
      display: none;
    }
  }
`;

export const Row = styled.tr<{ $kind: 'category' | 'service'; $dragging: boolean }>`
  ${({ $kind, theme }) =>
    $kind === 'category'
      ? css`
          background: ${theme.colors.grey50};
          font-weight: ${theme.fontWeights.bold};
        `
      : css`
          background: ${theme.colors.surface};
        `}
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};

  ${tableCards} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    column-gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.grey200};
  }
`;

export const ServiceTitle = styled.span`
  padding-left: ${({ theme }) => theme.space[6]};

  ${tableCards} {
    padding-left: 0;
  }
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export const Handle = styled.span`
  display: inline-flex;
  cursor: grab;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
