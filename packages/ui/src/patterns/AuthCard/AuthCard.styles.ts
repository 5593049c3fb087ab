import styled, { css } from 'styled-components';
import { Card } from '../../primitives/Card';
import { column, mutedText } from '../../theme/mixins';

export type AuthCardPlacement = 'center' | 'top' | 'site';
export type AuthCardWidth = 'narrow' | 'wide';

const placements = {
  /** Alone on the screen: centred in the viewport. */
  center: css`
    align-items: center;
    min-height: 100vh;
    padding: ${({ theme }) => theme.space[4]};
  `,
  /** Alone on the screen, from the top: a long form grows downwards. */
  top: css`
    align-items: flex-start;
    min-height: 100vh;
    padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  `,
  /** Inside the public site's header and footer. */
  site: css`
    padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};

    @media (max-width: 480px) {
      padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]}`};
    }
  `,
};

export const Page = styled.div<{ $placement: AuthCardPlacement }>`
  display: flex;
  justify-content: center;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  ${({ $placement }) => placements[$placement]}
`;

/** Width of the card; the card draws the surface. */
export const PanelCard = styled(Card)<{ $width: AuthCardWidth }>`
  width: 100%;
  max-width: ${({ $width }) => ($width === 'wide' ? '560px' : '420px')};
`;

export const Stack = styled.div`
  ${column(6)}
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Intro = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Aside = styled.p`
  margin: 0;
  ${mutedText}
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
