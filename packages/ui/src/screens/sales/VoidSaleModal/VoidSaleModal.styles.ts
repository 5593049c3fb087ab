import styled from 'styled-components';
import { column, wrapRow } from '../../../theme/mixins';

export const Body = styled.div`
  ${column(4)}
`;

export const Lead = styled.p`
  margin: 0;
`;

export const Footer = styled.div`
  ${wrapRow(2, 'flex-end')}
`;
