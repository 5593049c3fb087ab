import styled from 'styled-components';
import { mutedText } from '../../theme/mixins';

export const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const Detail = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  ${mutedText}
`;
