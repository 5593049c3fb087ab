import type { MouseEvent, ReactNode } from 'react';
import { Button } from '@salon/ui/primitives/Button';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Card } from '@salon/ui/primitives/Card';
import { Icon } from '@salon/ui/primitives/Icon';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { siteColorVars } from '../../site/SiteLayout/site-colors';
import { ColorEditor } from '../ColorEditor';
import { EditableImage } from '../EditableImage';
import { EditableText } from '../EditableText';
import { prefersLightText } from './readable-text';
import {
  Banner,
  BannerThumb,
  Blocks,
  Hours,
  HoursActions,
  HoursHeader,
  HoursLink,
  HoursNote,
  Logo,
  LogoPlaceholder,
  OffersBar,
  Page,
  Paragraph,
  Preview,
  PreviewTitle,
  Section,
  SiteHeader,
  Subtitle,
  WebsiteLink,
  BannerTitle,
  Heading,
} from './WebsiteSettingsScreen.styles';

/** The texts of the website, each saved on its own (spec 2 §7 `add-website-setting`). */
export type WebsiteTextKey =
  | 'websiteTitle'
  | 'websiteSubTitle'
  | 'appearanceBarText'
  | 'appearanceBarPara'
  | 'productText'
  | 'serviceText'
  | 'hourText'
  | 'hourPara'
  | 'contactText'
  | 'contactPara';

export type WebsiteImageKey = 'websiteLogoImageURL' | 'websiteBannerImageURL';

/** Any one setting of the page: a text, an image or the colour. */
export type WebsiteSettingKey = WebsiteTextKey | WebsiteImageKey | 'bgColor';

/** A day of the opening hours the site posts (derived from the stylists' business hours). */
export interface WorkHourView {
  /** 'Sunday'..'Saturday'. */
  day: string;
  /** 'Closed', or the day's ranges. */
  hours: string;
}

export interface WebsiteAppearance extends Record<WebsiteTextKey, string> {
  salonName: string;
  bgColor: string;
  websiteLogoImageURL: string | null;
  websiteBannerImageURL: string | null;
  /** Read-only: the site posts the stylists' business hours, so the hours cannot disagree with the booking page. */
  workHour: WorkHourView[];
}

export type WebsiteSettingsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; appearance: WebsiteAppearance };

export interface WebsiteSettingsScreenProps {
  state: WebsiteSettingsState;
  /** The salon's public site, opened in a new window by 'Go To Website'. */
  websiteUrl: string | null;
  /** Settings whose save is on its way. */
  pending?: readonly WebsiteSettingKey[];
  /** Largest accepted logo or banner, in bytes. */
  maxImageBytes: number;
  onSaveText: (key: WebsiteTextKey, text: string) => void;
  onSaveImage: (key: WebsiteImageKey, file: File) => void;
  onSaveColor: (color: string) => void;
  /** Where the stylists' business hours are set (the Stylist list, whose calendars hold them). */
  businessHoursHref: string;
  onNavigate: (href: string) => void;
  /** 'Add Work Hours': the salon-wide editor of the stylists' business hours. */
  onAddWorkHours: () => void;
}

/**
 * Appearance (spec 2 §2 "Website Settings"): the salon's public home as a preview whose every block can be
 * edited in place — logo, banner, offers bar, section titles, hours and contact — plus the colour. The
 * work hours are the stylists' business hours, shown with a link to where they are set per stylist and
 * 'Add Work Hours', which sets them for several stylists at once.
 */
export function WebsiteSettingsScreen({
  state,
  websiteUrl,
  pending = [],
  maxImageBytes,
  onSaveText,
  onSaveImage,
  onSaveColor,
  businessHoursHref,
  onNavigate,
  onAddWorkHours,
}: WebsiteSettingsScreenProps) {
  return (
    <Page
      title="Appearance"
      actions={
        websiteUrl && (
          <WebsiteLink href={websiteUrl} target="_blank" rel="noopener noreferrer">
            Go To Website
            <VisuallyHidden> (opens in a new window)</VisuallyHidden>
          </WebsiteLink>
        )
      }
    >
      {state.status === 'loading' ? (
        <Blocks aria-busy="true">
          <VisuallyHidden role="status">Loading the website settings</VisuallyHidden>
          <Card padding="lg">
            <Skeleton shape="text" lines={3} />
          </Card>
          <Skeleton shape="block" height={240} />
          <Skeleton shape="text" lines={6} />
        </Blocks>
      ) : state.status === 'error' ? (
        <ErrorText boxed role="alert">
          {state.message}
        </ErrorText>
      ) : (
        <AppearanceBlocks
          appearance={state.appearance}
          pending={pending}
          maxImageBytes={maxImageBytes}
          onSaveText={onSaveText}
          onSaveImage={onSaveImage}
          onSaveColor={onSaveColor}
          businessHoursHref={businessHoursHref}
          onNavigate={onNavigate}
          onAddWorkHours={onAddWorkHours}
        />
      )}
    </Page>
  );
}

type BlocksProps = Omit<WebsiteSettingsScreenProps, 'state' | 'websiteUrl'> & {
  appearance: WebsiteAppearance;
  pending: readonly WebsiteSettingKey[];
};

function AppearanceBlocks({
  appearance,
  pending,
  maxImageBytes,
  onSaveText,
  onSaveImage,
  onSaveColor,
  businessHoursHref,
  onNavigate,
  onAddWorkHours,
}: BlocksProps) {
  const openBusinessHours = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(businessHoursHref);
  };
  const text = (key: WebsiteTextKey, label: string, kind: 'title' | 'paragraph', inverse = false) => (
    <EditableText
      label={label}
      value={appearance[key]}
      multiline={kind === 'paragraph'}
      maxLength={kind === 'paragraph' ? 1000 : key === 'websiteSubTitle' ? 300 : 100}
      pending={pending.includes(key)}
      tone={inverse ? 'inverse' : 'default'}
      onSubmit={(value) => onSaveText(key, value)}
      renderPreview={(value) =>
        key === 'websiteTitle' ? (
          <BannerTitle>{value}</BannerTitle>
        ) : key === 'websiteSubTitle' ? (
          <Subtitle>{value}</Subtitle>
        ) : kind === 'title' ? (
          <Heading>{value}</Heading>
        ) : (
          <Paragraph>{value}</Paragraph>
        )
      }
    />
  );
  const image = (key: WebsiteImageKey, label: string, inverse: boolean, shown: ReactNode) => (
    <EditableImage
      label={label}
      currentUrl={appearance[key]}
      maxBytes={maxImageBytes}
      pending={pending.includes(key)}
      tone={inverse ? 'inverse' : 'default'}
      onSubmit={(file) => onSaveImage(key, file)}
    >
      {shown}
    </EditableImage>
  );
  // The preview draws as the site does (SiteLayout's colour variables): header and banner in the salon's colour.
  const lightHeader = prefersLightText(appearance.bgColor);
  const lightBanner = appearance.websiteBannerImageURL !== null || lightHeader;

  return (
    <Blocks>
      <Card padding="lg">
        <ColorEditor
          key={appearance.bgColor}
          value={appearance.bgColor}
          pending={pending.includes('bgColor')}
          onSubmit={onSaveColor}
        />
      </Card>
      <Preview
        aria-labelledby="appearance-preview-title"
        $accent={appearance.bgColor}
        style={siteColorVars(appearance.bgColor)}
      >
        <PreviewTitle id="appearance-preview-title">Website preview</PreviewTitle>
        <SiteHeader>
          {image(
            'websiteLogoImageURL',
            'Logo',
            lightHeader,
            appearance.websiteLogoImageURL ? (
              <Logo src={appearance.websiteLogoImageURL} alt={`${appearance.salonName} logo`} />
            ) : (
              <LogoPlaceholder>No logo yet</LogoPlaceholder>
            ),
          )}
        </SiteHeader>
        <Banner $image={appearance.websiteBannerImageURL}>
          {image(
            'websiteBannerImageURL',
            'Banner image',
            lightBanner,
            appearance.websiteBannerImageURL ? (
              <BannerThumb src={appearance.websiteBannerImageURL} alt="Banner image" />
            ) : (
              <Paragraph>No banner image yet</Paragraph>
            ),
          )}
          {text('websiteTitle', 'Banner title', 'title', lightBanner)}
          {text('websiteSubTitle', 'Banner subtitle', 'title', lightBanner)}
        </Banner>
        <OffersBar>
          {text('appearanceBarText', 'Offers bar text', 'title')}
          {text('appearanceBarPara', 'Offers bar paragraph', 'paragraph')}
        </OffersBar>
        <Section>{text('productText', 'Shop title', 'title')}</Section>
        <Section>{text('serviceText', 'Service title', 'title')}</Section>
        <Section>
          {text('hourText', 'Hours title', 'title')}
          {text('hourPara', 'Hours paragraph', 'paragraph')}
          <Hours role="group" aria-label="Work hours">
            <HoursHeader>
              <span>Work hours</span>
              <HoursActions>
                <HoursLink href={businessHoursHref} onClick={openBusinessHours}>
                  <Icon name="calendar" size={16} />
                  Set business hours
                </HoursLink>
                <Button
                  variant="secondary"
                  size="sm"
                  iconStart={<Icon name="calendar" size={16} />}
                  onClick={onAddWorkHours}
                >
                  Add Work Hours
                </Button>
              </HoursActions>
            </HoursHeader>
            <HoursNote>
              The site posts your stylists' business hours, the times the booking page offers. 'Add Work
              Hours' sets them for several stylists at once.
            </HoursNote>
            <dl>
              {appearance.workHour.map((entry) => (
                <div key={entry.day}>
                  <dt>{entry.day}</dt>
                  <dd>{entry.hours}</dd>
                </div>
              ))}
            </dl>
          </Hours>
        </Section>
        <Section>
          {text('contactText', 'Contact title', 'title')}
          {text('contactPara', 'Contact paragraph', 'paragraph')}
        </Section>
      </Preview>
    </Blocks>
  );
}
