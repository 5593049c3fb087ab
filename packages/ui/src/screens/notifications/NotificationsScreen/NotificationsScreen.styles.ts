import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Page = styled.div`
  ${column(4)}
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const ListBody = styled.div`
  ${column(3)}
`;

/** The content column wraps long texts instead of widening the table. */
export const Content = styled.span`
  display: block;
  min-width: 200px;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
