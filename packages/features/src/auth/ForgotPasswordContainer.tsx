import {
  DASHBOARD_ASSISTANCE_WORDING,
  PasswordAssistanceModal,
} from '@salon/ui/screens/customer-accounts/PasswordAssistanceModal';
import { usePasswordAssistance } from '../core';
import { useStaffForgotPassword } from './use-staff-forgot-password';

export interface ForgotPasswordContainerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Forgot password?' on the dashboard's sign-in page: asks the server to e-mail staff a reset link and
 * shows its answer, the same whether or not the e-mail has an account.
 */
export function ForgotPasswordContainer({ open, onClose }: ForgotPasswordContainerProps) {
  const modal = usePasswordAssistance(open, onClose, useStaffForgotPassword());
  return (
    <PasswordAssistanceModal {...modal} title="Forgot password?" wording={DASHBOARD_ASSISTANCE_WORDING} />
  );
}
