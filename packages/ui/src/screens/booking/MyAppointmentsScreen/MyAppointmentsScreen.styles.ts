import styled, { css } from 'styled-components';
import { CardList, ListPage, listCard } from '../../shop/ShopPage.styles';
import { column, mutedText, wrapRow } from '../../../theme/mixins';

export const Tabs = styled.nav`
  ${wrapRow(2)}
`;

export const Tab = styled.button<{ $active: boolean }>`
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.surface : theme.colors.text)};
  font: inherit;
  cursor: pointer;
`;

export { ListPage as Page, CardList as List };

export const Card = styled.li`
  ${listCard}
`;

export const Facts = styled.div`
  ${column(1)}
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    ${mutedText}
  }
`;

export const Side = styled.div`
  ${column(2)}
  align-items: flex-end;

  @media (max-width: 480px) {
    align-items: flex-start;
  }
`;

export const ChangeNote = styled.p`
  max-width: 36ch;
  margin: 0;
  text-align: right;
  ${mutedText}

  @media (max-width: 480px) {
    text-align: left;
  }
`;

export const Price = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Changes = styled.div`
  ${wrapRow(3)}
  align-items: center;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const statusTones = {
  waiting: css`
    background: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.warning};
  `,
  booked: css`
    background: ${({ theme }) => theme.colors.infoSubtle};
    color: ${({ theme }) => theme.colors.info};
  `,
  confirmed: css`
    background: ${({ theme }) => theme.colors.successSubtle};
    color: ${({ theme }) => theme.colors.success};
  `,
  canceled: css`
    background: ${({ theme }) => theme.colors.grey100};
    color: ${({ theme }) => theme.colors.text};
  `,
};

export const Status = styled.span<{ $status: keyof typeof statusTones }>`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $status }) => statusTones[$status]}
`;
