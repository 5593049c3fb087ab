import styled from 'styled-components';
import { shopColumns } from '../ShopPage.styles';
import { bareList, mutedText } from '../../../theme/mixins';

export const Page = styled.div`
  ${shopColumns('minmax(0, 3fr) minmax(260px, 2fr)', '1120px')}

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Steps = styled.ol`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${bareList}

  li {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    ${mutedText}
  }

  li[aria-current='step'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export const ThankYou = styled.section`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;

  p {
    margin: 0;
  }
`;

/** A row across both columns (the test-mode banner). */
export const FullWidth = styled.div`
  grid-column: 1 / -1;
`;
