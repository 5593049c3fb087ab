import styled from 'styled-components';
import { column } from '../../theme/mixins';

/** The card's content in a column that fills it, so that actions with `margin-top: auto` sit at its foot. */
export const CardBody = styled.div`
  ${column(2)}
  height: 100%;
`;
