import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Choices = styled.fieldset`
  ${column(3)}
  border: 0;
  margin: 0;
  padding: 0;
`;

export const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
`;
