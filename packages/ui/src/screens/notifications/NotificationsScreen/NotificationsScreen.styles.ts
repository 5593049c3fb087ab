import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const ListBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The content column wraps long texts instead of widening the table. */
export const Content = styled.span`
  display: block;
  min-width: 200px;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
