import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Page = styled.div`
  ${column(6)}
`;

export const StatusBox = styled.div`
  min-width: 150px;
`;
