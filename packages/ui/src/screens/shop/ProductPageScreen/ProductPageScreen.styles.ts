import styled from 'styled-components';
import { shopPage } from '../ShopPage.styles';
import { bareList, column, focusRing, linkButton, surface, wrapRow } from '../../../theme/mixins';

export const Page = styled.div`
  ${column(6)}
  ${shopPage('1120px')}

  h1 {
    overflow-wrap: anywhere;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${bareList}
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  button {
    ${linkButton}
  }
`;

export const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};

  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Slides = styled.div`
  display: flex;

  img {
    flex: 0 0 100%;
    min-width: 0;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
  }
`;

export const Info = styled.div`
  ${column(3)}
`;

export const Price = styled.p`
  ${wrapRow(3)}
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  s {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

export const Badge = styled.span<{ $tone: 'success' | 'danger' | 'brand' }>`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successSubtle
      : $tone === 'danger'
        ? theme.colors.dangerSubtle
        : theme.colors.brandSubtle};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'danger'
        ? theme.colors.danger
        : theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Row = styled.div`
  ${wrapRow(3)}

  output {
    min-width: 3ch;
    text-align: center;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  button {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }

  button[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  button:focus-visible {
    ${focusRing}
  }
`;

export const Related = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}

  button {
    ${column(2)}
    width: 100%;
    padding: 0;
    ${surface}
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
    overflow: hidden;
  }

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }

  span {
    padding: 0 ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]};
  }
`;
