import styled from 'styled-components';
import { mutedText } from '../../../theme/mixins';

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  p {
    margin: 0;
  }
`;

export const Note = styled.p`
  ${mutedText}
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
