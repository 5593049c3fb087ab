import { SetNewPasswordScreen } from '@salon/ui/screens/customer-accounts/SetNewPasswordScreen';
import { useNewPasswordPage } from '../core';
import { ForgotPasswordContainer } from './ForgotPasswordContainer';
import { useStaffResetPassword } from './use-staff-reset-password';

/**
 * `/reset-password?token=…` of the dashboard, the page of staff's reset e-mail (signed out): sets the new
 * password (which signs the account out everywhere), then leads to sign-in. A missing, expired or used
 * link offers a new one.
 */
export function ResetPasswordContainer() {
  const { trigger, isMutating } = useStaffResetPassword();
  const page = useNewPasswordPage(trigger, '/login');
  return (
    <>
      <SetNewPasswordScreen {...page.screen} submitting={isMutating} />
      <ForgotPasswordContainer open={page.askingNewLink} onClose={page.closeNewLink} />
    </>
  );
}
