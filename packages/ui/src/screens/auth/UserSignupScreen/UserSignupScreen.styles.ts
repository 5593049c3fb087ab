import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  & > * {
    grid-column: span 2;
  }

  ${({ theme }) => theme.media.sm} {
    & > [data-half] {
      grid-column: span 1;
    }
  }
`;

export const Success = styled.div`
  ${column(3)}
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSubtle};
  color: ${({ theme }) => theme.colors.success};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }

  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
