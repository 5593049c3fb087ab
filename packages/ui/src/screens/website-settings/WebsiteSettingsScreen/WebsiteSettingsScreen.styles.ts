import { TitledPage } from '@salon/ui/patterns/TitledPage';
import styled, { css } from 'styled-components';
import { column, focusRing, wrapRow } from '../../../theme/mixins';

export const Page = styled(TitledPage)`
  min-width: 0;
`;

/** 'Go To Website': a link (it navigates) that looks like the secondary button. */
export const WebsiteLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.grey800};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.grey100};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const Blocks = styled.div`
  ${column(6)}
  min-width: 0;
`;

/** The framed likeness of the public home. */
export const Preview = styled.section<{ $accent: string }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.grey200};
  border-top: 6px solid ${({ $accent }) => $accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const PreviewTitle = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.grey200};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const sectionPadding = css`
  ${column(3)}
  padding: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  }
`;

/** The site's header, in the salon's colour as on the site (SiteLayout's CSS variables). */
export const SiteHeader = styled.div`
  ${sectionPadding};
  background: var(--site-color);
  color: var(--site-on-color);
`;

export const Logo = styled.img`
  display: block;
  width: 64px;
  height: 64px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const LogoPlaceholder = styled.p`
  margin: 0;
  color: inherit;
`;

/** The site's banner: the salon's colour, or the image under a dark veil, as on the site. */
export const Banner = styled.div<{ $image: string | null }>`
  ${sectionPadding};
  color: ${({ $image }) => ($image ? '#ffffff' : 'var(--site-on-color)')};
  background-color: var(--site-color);
  background-image: ${({ $image }) =>
    $image
      ? `linear-gradient(rgba(17, 24, 39, 0.55), rgba(17, 24, 39, 0.55)), url("${$image.replace(/"/g, '%22')}")`
      : 'none'};
  background-position: center;
  background-size: cover;

  ${({ theme }) => theme.media.md} {
    min-height: 280px;
  }
`;

export const BannerThumb = styled.img`
  display: block;
  width: 160px;
  max-width: 100%;
  height: 64px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const BannerTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

export const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

/** The offers bar as the site draws it: grey, centred. */
export const OffersBar = styled.div`
  ${sectionPadding};
  background: ${({ theme }) => theme.colors.grey100};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

export const Section = styled.div`
  ${sectionPadding};
  border-top: 1px solid ${({ theme }) => theme.colors.grey200};
`;

export const Heading = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

export const Paragraph = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

export const Hours = styled.div`
  ${column(3)}

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
    margin: 0;
  }

  dl > div {
    display: contents;
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const HoursHeader = styled.div`
  ${wrapRow(2, 'space-between')}
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const HoursActions = styled.div`
  ${wrapRow(2)}
`;

export const HoursLink = styled(WebsiteLink)`
  gap: ${({ theme }) => theme.space[2]};
  min-height: 32px;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
`;

export const HoursNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
