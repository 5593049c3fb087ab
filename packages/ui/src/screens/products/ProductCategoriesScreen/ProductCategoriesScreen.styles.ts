import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Page = styled.div`
  ${column(6)}
`;

export const Actions = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
`;
