import { authHandlers } from '@salon/api/mocks/handlers/auth';
import { customerAccountHandlers, customerLoginHandler } from '@salon/api/mocks/handlers/customer-accounts';
import {
  CreateAccountContainer,
  PasswordAssistanceContainer,
  SiteLoginModalContainer,
} from '@salon/features/customer-accounts';
import { useState } from 'react';

/** MSW areas of the customer-account stories: sign-in on the site and the account calls. */
export const customerAccountAreas = {
  auth: [customerLoginHandler, ...authHandlers('user')],
  customerAccounts: customerAccountHandlers(),
};

/** A salon site's page behind the modals, with the header's button that opens them again. */
function SitePage({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <main style={{ padding: 16 }}>
      <h1>Demo Salon</h1>
      <button type="button" onClick={onOpen}>
        {label}
      </button>
    </main>
  );
}

/** The header's Login modal, open. */
export function SiteLoginModalStory() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <SitePage label="Login" onOpen={() => setOpen(true)} />
      <SiteLoginModalContainer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Create Account, open. */
export function CreateAccountModalStory() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <SitePage label="Create Account" onOpen={() => setOpen(true)} />
      <CreateAccountContainer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Password assistance, open. */
export function PasswordAssistanceModalStory() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <SitePage label="Forgot password?" onOpen={() => setOpen(true)} />
      <PasswordAssistanceContainer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
