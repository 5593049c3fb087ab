import styled from 'styled-components';
import { shopColumns } from '../ShopPage.styles';
import { Panel } from '../ShopPanels.styles';
import { surface } from '../../../theme/mixins';

export const Page = styled.div`
  ${shopColumns('minmax(0, 2fr) minmax(260px, 1fr)', '1120px')}
`;

export const Line = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  ${surface}

  img {
    width: 64px;
    height: 64px;
    border-radius: ${({ theme }) => theme.radii.md};
    object-fit: cover;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

export const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};

  output {
    min-width: 2ch;
    text-align: center;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const Summary = styled(Panel)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const CouponRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  > :first-child {
    flex: 1;
  }
`;
