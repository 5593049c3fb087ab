import { PasswordAssistanceModal } from '@salon/ui/screens/customer-accounts/PasswordAssistanceModal';
import { useParams } from 'react-router-dom';
import { usePasswordAssistance } from '../core';
import { useForgotPassword } from './use-forgot-password';

export interface PasswordAssistanceContainerProps {
  open: boolean;
  onClose: () => void;
  /** Starts the field with this e-mail. */
  initialEmail?: string;
  /** The salon's URL name; the route's `:salonName` by default. */
  salonName?: string;
}

/** 'Forgot password?': asks the server to e-mail a reset link and shows its answer. */
export function PasswordAssistanceContainer({
  open,
  onClose,
  initialEmail,
  salonName,
}: PasswordAssistanceContainerProps) {
  const params = useParams<{ salonName: string }>();
  const forgotPassword = useForgotPassword(salonName ?? params.salonName ?? '');
  const modal = usePasswordAssistance(open, onClose, forgotPassword);
  return <PasswordAssistanceModal {...modal} initialEmail={initialEmail} />;
}
