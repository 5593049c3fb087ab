import styled from 'styled-components';
import { mutedText } from '../../../theme/mixins';

export const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0;
`;

export const DayTerm = styled.dt`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Hours = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Footnote = styled.p`
  margin: ${({ theme }) => `${theme.space[4]} 0 0`};
  ${mutedText}
`;

/** A dt/dd pair (a div is allowed in a dl) that takes no box of its own. */
export const Group = styled.div`
  display: contents;
`;
