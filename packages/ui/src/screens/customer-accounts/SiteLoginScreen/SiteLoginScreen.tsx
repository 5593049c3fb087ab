import { AuthCard } from '@salon/ui/patterns/AuthCard';
import { SiteLoginForm, type SiteLoginFormProps } from '@salon/ui/screens/customer-accounts/SiteLoginForm';

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
    <AuthCard
      placement="site"
      heading="Sign in"
      headingId="site-login-heading"
      intro={
        salonName
          ? `Sign in to your ${salonName} account to book faster and see your orders.`
          : 'Sign in to book faster and see your orders.'
      }
    >
      <SiteLoginForm {...form} idPrefix="site-login" />
    </AuthCard>
  );
}
