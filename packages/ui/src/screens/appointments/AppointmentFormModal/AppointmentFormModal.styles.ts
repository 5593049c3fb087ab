import { ServerError } from '@salon/ui/forms/ServerError';
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A row of the form that spans both columns. */
export const Wide = styled.div`
  grid-column: 1 / -1;
`;

export const SectionTitle = styled.h3`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const WideServerError = styled(ServerError)`
  grid-column: 1 / -1;
`;
