import styled from 'styled-components';
import { mutedText } from '../../../theme/mixins';

export const FileInput = styled.input`
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Progress = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.brand};
`;

export const ProgressText = styled.p`
  margin: 0;
  ${mutedText}
`;
