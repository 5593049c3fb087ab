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

export const ErrorText = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;

export const ListBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The content column wraps long texts instead of widening the table. */
export const Content = styled.span`
  display: block;
  min-width: 200px;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
