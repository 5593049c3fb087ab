import styled from 'styled-components';

export const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Status = styled.span<{ $status: 'open' | 'paid' | 'voided' }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $status }) =>
    $status === 'paid'
      ? theme.colors.successSubtle
      : $status === 'open'
        ? theme.colors.infoSubtle
        : theme.colors.dangerSubtle};
  color: ${({ theme, $status }) =>
    $status === 'paid' ? theme.colors.success : $status === 'open' ? theme.colors.info : theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
