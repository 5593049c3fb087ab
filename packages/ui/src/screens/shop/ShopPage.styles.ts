import styled, { css } from 'styled-components';
import { bareList, column, surface, wrapRow } from '../../theme/mixins';

/** A page of the public shop: centred, at most `maxWidth` wide, with its h1. */
export const shopPage = (maxWidth: string) => css`
  width: 100%;
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

/** A shop page of two columns under an h1 across both; one column on a phone. */
export const shopColumns = (columns: string, maxWidth: string) => css`
  display: grid;
  grid-template-columns: ${columns};
  gap: ${({ theme }) => theme.space[6]};
  ${shopPage(maxWidth)}

  h1 {
    grid-column: 1 / -1;
  }

  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A shop page listing the visitor's own records (appointments, orders) as a column of cards. */
export const ListPage = styled.div`
  ${column(6)}
  ${shopPage('960px')}
`;

/** The column of cards of a ListPage. */
export const CardList = styled.ul`
  ${column(4)}
  ${bareList}
`;

/** A card of a CardList: its facts and its side (status, price, actions) apart, wrapping on a phone. */
export const listCard = css`
  ${wrapRow(3, 'space-between')}
  padding: ${({ theme }) => theme.space[4]};
  ${surface}
`;
