import styled from 'styled-components';
import { CardList, ListPage, listCard } from '../ShopPage.styles';
import { mutedText, wrapRow } from '../../../theme/mixins';

export { ListPage as Page, CardList as List };

export const Card = styled.li`
  ${listCard}

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    ${mutedText}
  }
`;

export const Total = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Status = styled.span<{ $done: boolean }>`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $done }) => ($done ? theme.colors.successSubtle : theme.colors.warningSubtle)};
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.warning)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Side = styled.div`
  ${wrapRow(3)}
`;
