import styled from 'styled-components';
import type { BillingPaymentRow } from './BillingHistory';

export const StatusText = styled.span<{ $status: BillingPaymentRow['status'] }>`
  font-weight: 600;
  color: ${({ theme, $status }) =>
    $status === 'paid'
      ? theme.colors.success
      : $status === 'failed'
        ? theme.colors.danger
        : theme.colors.warning};
`;

export const InvoiceLink = styled.a`
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: underline;
`;
