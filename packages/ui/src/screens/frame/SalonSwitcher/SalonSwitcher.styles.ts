import styled from 'styled-components';
import { mutedText, row } from '../../../theme/mixins';

export const Wrapper = styled.div`
  ${row(2)}
`;

export const Label = styled.label`
  ${mutedText}
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Control = styled.div`
  width: 220px;
`;

export const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
