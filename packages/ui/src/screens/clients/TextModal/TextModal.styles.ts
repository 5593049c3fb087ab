import styled from 'styled-components';
import { column, mutedText } from '../../../theme/mixins';

export const Form = styled.form`
  ${column(3)}
`;

export const Subject = styled.p`
  margin: 0;
  ${mutedText}
`;
