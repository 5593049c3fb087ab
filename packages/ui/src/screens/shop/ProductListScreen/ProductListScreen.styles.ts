import styled from 'styled-components';
import { shopColumns } from '../ShopPage.styles';
import { column, focusRing, imageButton, mutedText, surface } from '../../../theme/mixins';

export const Page = styled.div`
  ${shopColumns('240px minmax(0, 1fr)', '1200px')}
`;

export const Filters = styled.aside`
  ${column(4)}

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  fieldset {
    ${column(2)}
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const PriceText = styled.p`
  display: flex;
  justify-content: space-between;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  ${mutedText}
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;

  button {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textOnDark};
  }

  button:focus-visible {
    ${focusRing}
  }
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${surface}

  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }

  h2 a {
    color: inherit;
    text-decoration: none;
  }

  h2 a:hover,
  h2 a:focus-visible {
    text-decoration: underline;
  }
`;

export const ImageButton = styled.button`
  ${imageButton}
`;

export const CardBody = styled.div`
  ${column(2)}
  flex: 1;
  padding: ${({ theme }) => theme.space[3]};

  > button:last-child {
    margin-top: auto;
  }
`;

export const Prices = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  s {
    margin-left: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

export const Rating = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  letter-spacing: 0.1em;
`;
