import type { PasswordRequestHandler, SignupRequestHandler, StaffPasswordResetService } from '../accounts';
import { type CustomerAccountDeps, CustomerAccountService } from './service';

export type CustomerAccountsDeps = CustomerAccountDeps & {
  /** Staff's own password reset, which shares the password-assistance queue. */
  staffPasswordResets: StaffPasswordResetService;
};

/**
 * The public site's customer accounts, and what the accounts' queues do with a request after the
 * answer (their workers: server.ts): a staff or a customer reset link, a client's sign-up.
 */
export function buildCustomerAccounts({ staffPasswordResets, ...deps }: CustomerAccountsDeps) {
  const customerAccounts = new CustomerAccountService(deps);
  const handlePasswordRequest: PasswordRequestHandler = (request) =>
    request.salon === null
      ? staffPasswordResets.sendResetLink(request.email)
      : customerAccounts.sendResetLink(request.salon, request.email);
  const handleSignupRequest: SignupRequestHandler = (request) => customerAccounts.handleSignup(request);
  return { customerAccounts, handlePasswordRequest, handleSignupRequest };
}
