import type { ReactNode } from 'react';
import {
  Aside,
  Heading,
  Intro,
  Page,
  PanelCard,
  Stack,
  type AuthCardPlacement,
  type AuthCardWidth,
} from './AuthCard.styles';

export interface AuthCardProps {
  /** Where the page puts the card (see the styles); the page draws the muted background. */
  placement: AuthCardPlacement;
  /** 420px, or 560px for a form of two columns. */
  width?: AuthCardWidth;
  /** The h1. */
  heading: string;
  headingId: string;
  intro: ReactNode;
  /** Names the card; without it the heading names it. */
  label?: string;
  /** Above the heading, e.g. the logo. */
  lead?: ReactNode;
  /** Under everything, small and centred, e.g. a link to the other of sign-in and sign-up. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A sign-in, sign-up or password page: one card with its heading, intro, form and a closing line. */
export function AuthCard({
  placement,
  width = 'narrow',
  heading,
  headingId,
  intro,
  label,
  lead,
  aside,
  children,
}: AuthCardProps) {
  return (
    <Page $placement={placement}>
      <PanelCard
        as="section"
        padding="lg"
        elevated
        $width={width}
        aria-label={label}
        aria-labelledby={label ? undefined : headingId}
      >
        <Stack>
          {lead}
          <div>
            <Heading id={headingId}>{heading}</Heading>
            <Intro>{intro}</Intro>
          </div>
          {children}
          {aside && <Aside>{aside}</Aside>}
        </Stack>
      </PanelCard>
    </Page>
  );
}
