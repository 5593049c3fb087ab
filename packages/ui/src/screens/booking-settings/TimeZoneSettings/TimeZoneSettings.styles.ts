import styled from 'styled-components';
import { mutedText } from '../../../theme/mixins';

export const Note = styled.p`
  margin: 0;
  overflow-wrap: anywhere;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const Summary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  dt {
    ${mutedText}
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
