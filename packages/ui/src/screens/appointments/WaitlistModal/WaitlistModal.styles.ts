import styled from 'styled-components';
import { bareList, column, mutedText } from '../../../theme/mixins';

export const List = styled.ul`
  ${column(2)}
  ${bareList}
`;

export const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSubtle};
`;

export const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Detail = styled.span`
  ${mutedText}
`;

export const Intro = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;
