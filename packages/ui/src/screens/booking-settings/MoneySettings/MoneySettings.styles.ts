import styled from 'styled-components';
import { column, mutedText } from '../../../theme/mixins';

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const Preview = styled.p`
  margin: 0;
  overflow-wrap: anywhere;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const Summary = styled.dl`
  ${column(2)}
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }

  dt {
    ${mutedText}
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
