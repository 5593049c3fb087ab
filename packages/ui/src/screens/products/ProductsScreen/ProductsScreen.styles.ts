import styled from 'styled-components';
import {
  column,
  factGrid,
  imageButton,
  linkButton,
  mutedText,
  surface,
  wrapRow,
} from '../../../theme/mixins';

export const CardItem = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${surface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const ImageButton = styled.button`
  display: block;
  ${imageButton}

  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

export const CardBody = styled.div`
  ${column(2)}
  flex: 1;
  padding: ${({ theme }) => theme.space[4]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const NameButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
  cursor: pointer;
  /* Two lines at most; the ellipsis only where the card is too narrow for the name. */
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;

  &:hover {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }

  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const Description = styled.p`
  margin: 0;
  ${mutedText}
  overflow-wrap: anywhere;
`;

export const ReadMore = styled.button`
  ${linkButton}
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const Facts = styled.dl`
  ${factGrid(3)}
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dd {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const Struck = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export const Actions = styled.div`
  ${wrapRow(2)}
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;
