import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Body = styled.div`
  ${column(4)}
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Photo = styled.img`
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.round};
  object-fit: cover;
`;

export const Status = styled.span<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.successSubtle : theme.colors.dangerSubtle)};
  color: ${({ theme, $active }) => ($active ? theme.colors.success : theme.colors.danger)};
`;
