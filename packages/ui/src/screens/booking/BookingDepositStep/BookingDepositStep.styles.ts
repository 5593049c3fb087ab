import styled from 'styled-components';
import { column, mutedText } from '../../../theme/mixins';

export const Root = styled.div`
  ${column(3)}
  min-width: 0;

  > form button[type='submit'] {
    align-self: flex-start;
  }
`;

export const Facts = styled.dl`
  ${column(1)}
  margin: 0;
`;

export const Fact = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    min-width: 7rem;
  }

  dd {
    margin: 0;
    flex: 1 1 12rem;
    overflow-wrap: anywhere;
  }
`;

export const Policy = styled.p`
  ${mutedText}
  margin: 0;
  overflow-wrap: anywhere;
`;

export const Released = styled.div`
  ${column(2)}

  p {
    margin: 0;
  }
`;

export const Leaving = styled.div`
  ${column(2)}

  p {
    margin: 0;
  }
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
