import styled from 'styled-components';
import { bareFieldset, bareList, column, mutedText, wrapRow } from '../../../theme/mixins';

export const Body = styled.div`
  ${column(4)}
`;

export const Choices = styled.fieldset`
  ${column(2)}
  ${bareFieldset('bold')}
`;

export const LineRow = styled.div`
  ${column(2)}
`;

export const Units = styled.div`
  max-width: 12rem;
  padding-left: ${({ theme }) => theme.space[6]};
`;

export const Preview = styled.div`
  ${column(2)}
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  font-variant-numeric: tabular-nums;
`;

export const Parts = styled.ul`
  ${bareList}
  ${column(1)}
`;

export const Kept = styled.p`
  margin: 0;
  ${mutedText}
`;

export const Footer = styled.div`
  ${wrapRow(2, 'flex-end')}
`;
