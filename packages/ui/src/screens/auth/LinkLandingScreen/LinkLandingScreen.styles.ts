import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Body = styled.div`
  ${column(3)}
  align-items: center;
  text-align: center;

  p {
    margin: 0;
  }
`;
