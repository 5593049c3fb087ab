import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Body = styled.div`
  ${column(4)}
`;

export const Message = styled.p`
  margin: 0;
`;

export const Working = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
