import styled from 'styled-components';
import { column } from '../../theme/mixins';

export const Stack = styled.form`
  ${column(4)}
`;
