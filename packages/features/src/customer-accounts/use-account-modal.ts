import { useState } from 'react';
import type { AccountModal } from './AccountModals';

/** Which account modal the sign-in form opened, and the e-mail Password assistance starts with. */
export function useAccountModal() {
  const [modal, setModal] = useState<AccountModal>(null);
  const [forgotEmail, setForgotEmail] = useState('');
  /** The form's 'Forgot password?': Password assistance with an empty field. */
  const openForgot = () => {
    setForgotEmail('');
    setModal('forgot');
  };
  return { modal, setModal, forgotEmail, setForgotEmail, openForgot };
}
