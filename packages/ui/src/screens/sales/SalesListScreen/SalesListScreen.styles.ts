import styled from 'styled-components';
import type { SaleStatus } from '../sale-model';

export const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const TONES = {
  paid: ['successSubtle', 'success'],
  open: ['infoSubtle', 'info'],
  refunded: ['warningSubtle', 'warning'],
  voided: ['dangerSubtle', 'danger'],
} as const satisfies Record<SaleStatus, readonly [string, string]>;

export const Status = styled.span<{ $status: SaleStatus }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $status }) => theme.colors[TONES[$status][0]]};
  color: ${({ theme, $status }) => theme.colors[TONES[$status][1]]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
