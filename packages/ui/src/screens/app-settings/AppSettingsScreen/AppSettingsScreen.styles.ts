import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Page = styled.div`
  ${column(6)}
  min-width: 0;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Cards side by side where they fit, one column on a phone. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[4]};
`;
