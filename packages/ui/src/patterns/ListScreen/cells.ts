import styled from 'styled-components';

/** Table cell pieces shared by the list screens. */

export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Nowrap = styled.span`
  white-space: nowrap;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A name with its photo (an `Avatar`) before it. */
export const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  white-space: nowrap;
`;

export const Avatar = styled.img`
  width: 32px;
  height: 32px;
  flex: none;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
