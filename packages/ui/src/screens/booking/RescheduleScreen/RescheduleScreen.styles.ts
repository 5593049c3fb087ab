import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Picker = styled.section`
  ${column(4)}
`;

export const PickerTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
