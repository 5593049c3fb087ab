import { Card } from '@salon/ui/primitives/Card';
import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  @media (max-width: 480px) {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]}`};
  }
`;

/** Width of the card; the card draws the surface. */
export const PanelCard = styled(Card)`
  width: 100%;
  max-width: 420px;
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
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

export const Invalid = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Aside = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
