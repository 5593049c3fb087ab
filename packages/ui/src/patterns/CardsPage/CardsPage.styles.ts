import styled from 'styled-components';

export type CardsPageGap = 'md' | 'lg';

/** The header, then the cards and their pages, in one column. */
export const Page = styled.div<{ $gap: CardsPageGap }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => ($gap === 'lg' ? theme.space[6] : theme.space[4])};
  min-width: 0;
`;
