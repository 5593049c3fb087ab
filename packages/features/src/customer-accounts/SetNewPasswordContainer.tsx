import { SetNewPasswordScreen } from '@salon/ui/screens/customer-accounts/SetNewPasswordScreen';
import { useParams } from 'react-router-dom';
import { useNewPasswordPage } from '../core';
import { PasswordAssistanceContainer } from './PasswordAssistanceContainer';
import { useResetPassword } from './use-reset-password';

/**
 * `/salon/{salonName}/reset-password?token=…`, the page of the Password assistance e-mail: sets the new
 * password, then leads to sign-in. A missing, expired or used link offers a new one.
 */
export function SetNewPasswordContainer() {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const { trigger, isMutating } = useResetPassword();
  const page = useNewPasswordPage(trigger, `/salon/${salonName}/login`);
  return (
    <>
      <SetNewPasswordScreen {...page.screen} submitting={isMutating} />
      <PasswordAssistanceContainer
        open={page.askingNewLink}
        onClose={page.closeNewLink}
        salonName={salonName}
      />
    </>
  );
}
