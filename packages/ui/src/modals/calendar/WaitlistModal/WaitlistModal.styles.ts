import styled from 'styled-components';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
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
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Intro = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;
