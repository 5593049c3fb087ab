import styled from 'styled-components';
import { column } from '../../theme/mixins';

export const Page = styled.div`
  ${column(4)}
  min-width: 0;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
