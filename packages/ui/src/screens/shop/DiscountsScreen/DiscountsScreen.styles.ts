import { CardsPage } from '@salon/ui/patterns/CardsPage';
import styled from 'styled-components';
import type { DiscountView } from './DiscountsScreen';
import { codeChip, column, mutedText } from '../../../theme/mixins';

/** The page of cards, centred in the website's width. */
export const Page = styled(CardsPage<DiscountView>)`
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
`;

export const Ticket = styled.li`
  ${column(2)}
  padding: ${({ theme }) => theme.space[4]};
  border: 2px dashed ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    ${mutedText}
    overflow-wrap: anywhere;
  }
`;

export const Amount = styled.strong`
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Code = styled.span`
  align-self: flex-start;
  ${codeChip}
`;
