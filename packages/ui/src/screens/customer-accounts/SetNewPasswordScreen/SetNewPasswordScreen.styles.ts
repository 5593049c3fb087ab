import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Invalid = styled.div`
  ${column(4)}

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;
