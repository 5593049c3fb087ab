import styled from 'styled-components';
import { bareList } from '../../theme/mixins';

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The cards in as many columns as fit, each at least `$min` wide. */
export const CardGrid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}
`;
