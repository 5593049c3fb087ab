import { Modal } from '@salon/ui/primitives/Modal';
import { SiteLoginForm, type SiteLoginFormProps } from '@salon/ui/screens/customer-accounts/SiteLoginForm';

export type SiteLoginModalProps = Omit<SiteLoginFormProps, 'idPrefix'> & {
  open: boolean;
  onClose: () => void;
};

/** The header's Login modal on a salon's site: the sign-in form, 'Forgot password?' and 'Create Account'. */
export function SiteLoginModal({ open, onClose, ...form }: SiteLoginModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Sign in" size="sm" dismissible={!form.submitting}>
      <SiteLoginForm {...form} idPrefix="site-login-modal" />
    </Modal>
  );
}
