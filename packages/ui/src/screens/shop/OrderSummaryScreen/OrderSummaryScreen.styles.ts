import styled from 'styled-components';
import { shopPage } from '../ShopPage.styles';
import { Totals as AmountList } from '../ShopPanels.styles';
import { column, mutedText, surface } from '../../../theme/mixins';

export const Page = styled.div`
  ${column(5)}
  ${shopPage('960px')}

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: 56px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  img {
    width: 56px;
    height: 56px;
    border-radius: ${({ theme }) => theme.radii.md};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  span {
    ${mutedText}
  }
`;

export const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  ${surface}

  address {
    font-style: normal;
  }
`;

/** The amounts, the last (the total) set apart. */
export const Totals = styled(AmountList)`
  dt:last-of-type,
  dd:last-of-type {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
