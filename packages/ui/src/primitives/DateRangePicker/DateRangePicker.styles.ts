import styled from 'styled-components';

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Field = styled.div`
  flex: 1 1 150px;
  min-width: 150px;
`;

export const Separator = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
