import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Group = styled.fieldset`
  ${column(3)}
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  max-width: 480px;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const Rate = styled.div`
  max-width: 200px;
`;

export const Fields = styled.div`
  ${column(6)}
`;
