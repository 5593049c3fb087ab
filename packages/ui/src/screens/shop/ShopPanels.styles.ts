import styled from 'styled-components';
import { column, mutedText, surface } from '../../theme/mixins';

// The pieces that the cart, checkout, order and payment pages share.

/** A bordered panel of a shop page, its content in a column (the checkout's steps and order, the cart's summary). */
export const Panel = styled.section`
  ${column(3)}
  align-self: start;
  padding: ${({ theme }) => theme.space[4]};
  ${surface}
`;

/** Amounts: the names on the left, the figures right-aligned. */
export const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  dd {
    margin: 0;
    text-align: right;
  }
`;

export const Note = styled.p`
  margin: 0;
  ${mutedText}
`;

/** The buttons under a centred message (an order placed, a payment's outcome). */
export const CentredActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The shop cannot take card payments now: said where the checkout would be. */
export const ClosedNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSubtle};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
