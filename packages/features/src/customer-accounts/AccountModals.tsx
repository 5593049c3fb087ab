import { CreateAccountContainer } from './CreateAccountContainer';
import { PasswordAssistanceContainer } from './PasswordAssistanceContainer';

/** Which of the site's account modals is open. */
export type AccountModal = 'create' | 'forgot' | null;

export interface AccountModalsProps {
  open: AccountModal;
  onOpen: (modal: AccountModal) => void;
  /** The e-mail Password assistance starts with. */
  forgotEmail?: string;
  salonName?: string;
}

/** Create Account and Password assistance, as the sign-in page and the Login modal open them. */
export function AccountModals({ open, onOpen, forgotEmail, salonName }: AccountModalsProps) {
  return (
    <>
      <CreateAccountContainer open={open === 'create'} onClose={() => onOpen(null)} salonName={salonName} />
      <PasswordAssistanceContainer
        open={open === 'forgot'}
        onClose={() => onOpen(null)}
        initialEmail={forgotEmail}
        salonName={salonName}
      />
    </>
  );
}
