import styled from 'styled-components';
import { bareList, column } from '../../theme/mixins';

/** The lines of a cart or an order, one under the other. */
export const Lines = styled.ul`
  ${column(3)}
  ${bareList}
`;
