import styled from 'styled-components';
import { column, factGrid } from '../../../theme/mixins';

export const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(200px, 2fr) 3fr;
  }
`;

export const Figure = styled.figure`
  margin: 0;

  img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const Body = styled.div`
  ${column(3)}

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

export const Facts = styled.dl`
  ${factGrid(4)}

  dd {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const Struck = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export const Status = styled.span<{ $tone: 'success' | 'danger' }>`
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Rating = styled.span`
  color: ${({ theme }) => theme.colors.accentText};
  letter-spacing: 2px;
`;
