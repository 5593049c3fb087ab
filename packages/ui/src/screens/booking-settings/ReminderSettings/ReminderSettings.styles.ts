import styled from 'styled-components';
import { column, mutedText } from '../../../theme/mixins';

export const Body = styled.div`
  ${column(4)}
`;

export const Intro = styled.p`
  ${mutedText}
  margin: 0;
`;

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

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
