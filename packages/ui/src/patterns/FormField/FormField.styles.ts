import styled from 'styled-components';
import { column } from '../../theme/mixins';

export const Field = styled.div`
  ${column(1)}
  min-width: 0;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.grey800};
`;

export const RequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;
