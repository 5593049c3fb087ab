import { SiteLoginForm, type SiteLoginFormProps } from '@salon/ui/screens/site/SiteLoginForm';
import { Heading, Intro, Page, PanelCard, Stack } from './SiteLoginScreen.styles';

export type SiteLoginScreenProps = Omit<SiteLoginFormProps, 'idPrefix'> & {
  /** The salon's display name, for the intro; a generic intro without it. */
  salonName?: string | null;
};

/**
 * `/salon/{salonName}/login`: the customer's sign-in page, with 'Forgot password?' (Password assistance)
 * and 'Create Account' (spec 2 §2 "Public login"). The modals are the container's.
 */
export function SiteLoginScreen({ salonName, ...form }: SiteLoginScreenProps) {
  return (
    <Page>
      <PanelCard as="section" padding="lg" elevated aria-labelledby="site-login-heading">
        <Stack>
          <div>
            <Heading id="site-login-heading">Sign in</Heading>
            <Intro>
              {salonName
                ? `Sign in to your ${salonName} account to book faster and see your orders.`
                : 'Sign in to book faster and see your orders.'}
            </Intro>
          </div>
          <SiteLoginForm {...form} idPrefix="site-login" />
        </Stack>
      </PanelCard>
    </Page>
  );
}
