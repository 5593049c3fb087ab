import styled from 'styled-components';
import { bareFieldset, column } from '../../../theme/mixins';

export const Group = styled.fieldset`
  ${column(3)}
  ${bareFieldset('medium')}
  max-width: 480px;
`;

export const Rate = styled.div`
  max-width: 200px;
`;

export const Fields = styled.div`
  ${column(6)}
`;
