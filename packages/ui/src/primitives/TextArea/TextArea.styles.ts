import styled from 'styled-components';
import { inputCss } from '../TextInput/TextInput.styles';

export const StyledTextArea = styled.textarea<{ $invalid?: boolean; $resize: 'none' | 'vertical' }>`
  ${inputCss}
  display: block;
  min-height: 96px;
  resize: ${({ $resize }) => $resize};
`;
