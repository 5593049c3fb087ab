import styled from 'styled-components';
import { bareList, column } from '../../../theme/mixins';

export const Banner = styled.section<{ $image: string | null }>`
  position: relative;
  isolation: isolate;
  scroll-margin-top: 80px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 360px;
  /* The title starts where the sections' content starts (max 1200px, 16px inside) at every width. */
  padding: ${({ theme }) =>
    `${theme.space[12]} max(${theme.space[4]}, calc((100% - 1200px) / 2 + ${theme.space[4]}))`};
  background-color: var(--site-color);
  /* The photo is an <img> below (BannerImage), darkened by this layer so the white text stays legible. */
  &::before {
    content: ${({ $image }) => ($image ? "''" : 'none')};
    position: absolute;
    inset: 0;
    z-index: -1;
    background: rgba(17, 24, 39, 0.55);
  }
  color: ${({ $image }) => ($image ? '#ffffff' : 'var(--site-on-color)')};

  h1 {
    margin: 0;
    font-size: clamp(28px, 6vw, 48px);
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    max-width: 60ch;
  }

  > * {
    width: 100%;
  }
`;

/** The banner's photo, covering the banner behind its text (a real <img>: srcset, priority, no shift). */
export const BannerImage = styled.img`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  object-fit: cover;
  object-position: center;
`;

export const SiteButton = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space[6]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

export const OfferBar = styled.aside`
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.grey100};
  text-align: center;

  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Section = styled.section`
  scroll-margin-top: 80px;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};

  > h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }

  > p {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const ProductGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}
`;

export const ProductCard = styled.li`
  ${column(1)}
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  img {
    width: 100%;
    /* The width and height attributes give the box before the photo loads; the square is the card's. */
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  s {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-left: ${({ theme }) => theme.space[2]};
  }
`;

/** A product card's photo while it loads: the square the photo takes. */
export const SkeletonBox = styled.span`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grey100};
`;

/** A line of text while it loads: the height of one line of the card's name or price. */
export const SkeletonLine = styled.span<{ $short?: boolean }>`
  display: block;
  width: ${({ $short }) => ($short ? '40%' : '80%')};
  height: 1lh;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.grey100};
`;

export const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  button {
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.space[4]}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }

  button[aria-selected='true'] {
    background: var(--site-color);
    border-color: var(--site-color);
    color: var(--site-on-color);
  }
`;

export const ServiceList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}

  li {
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  h3 {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  h3 a {
    color: inherit;
    text-decoration: none;
  }

  h3 a:hover,
  h3 a:focus-visible {
    text-decoration: underline;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const HoursTable = styled.table`
  width: 100%;
  max-width: 480px;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
