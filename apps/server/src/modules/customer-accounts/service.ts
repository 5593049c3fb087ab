import type { UserInfo } from '@salon/api/auth/schemas';
import type {
  ForgotPasswordBody,
  RegisterUserBody,
  ResetPasswordBody,
} from '@salon/api/customer-accounts/schemas';
import type { SalonRow, UserRow } from '../../db/schema';
import type { AccountRepository, PasswordRequestRepository, PasswordResetService } from '../accounts';
import type { AuthService } from '../auth';
import type { SalonService } from '../salons';
import type { UserService } from '../users';
import { passwordResetMail } from './emails';

export interface CustomerAccountDeps {
  salons: SalonService;
  accounts: AccountRepository;
  userService: UserService;
  auth: AuthService;
  resets: PasswordResetService;
  /** Password-assistance requests, worked later (accounts/password-requests.ts). */
  requests: PasswordRequestRepository;
  /** Where the public sites are reached (PUBLIC_URL), for the e-mailed links. */
  publicUrl: string;
}

/** A customer of this salon who can be sent a link: an active client account of the salon. */
function isActiveCustomerOf(user: UserRow | undefined, salon: SalonRow): user is UserRow {
  return !!user && user.role === 'user' && user.salonId === salon.id && user.active;
}

/**
 * Customer accounts of a salon's public site: Create Account, Password assistance and Set a new password
 * (sign-in is the auth module's login with the salon's name).
 */
export class CustomerAccountService {
  constructor(private readonly deps: CustomerAccountDeps) {}

  /** Creates the customer's account (users module rules and messages) and signs them in. */
  async register(salonName: string, body: RegisterUserBody, userAgent: string | null): Promise<UserInfo> {
    const salon = await this.deps.salons.publicSalon(salonName);
    const user = await this.deps.userService.createClient(salon.id, body);
    return this.deps.auth.sessionFor(user, userAgent);
  }

  /**
   * Password assistance: queues the request and returns, the same work for any e-mail (so the answer's
   * time tells nothing); the worker then calls `sendResetLink`. An unknown salon is 404 (salons are public).
   */
  async forgotPassword(salonName: string, body: ForgotPasswordBody): Promise<void> {
    const salon = await this.deps.salons.publicSalon(salonName);
    await this.deps.requests.insert({ salon: salon.slug, email: body.email });
  }

  /**
   * Sends a reset link to an active customer of the salon with this e-mail; for anyone else (unknown
   * e-mail, staff, another salon's customer, a disabled account) nothing happens. Run by the worker.
   */
  async sendResetLink(salonName: string, email: string): Promise<void> {
    const salon = await this.deps.salons.publicSalon(salonName);
    const user = await this.deps.accounts.findByEmail(email);
    if (!isActiveCustomerOf(user, salon)) return;
    const base = this.deps.publicUrl.replace(/\/+$/, '');
    await this.deps.resets.sendLink({
      user: { id: user.id, salonId: salon.id },
      linkOf: (token) => `${base}/salon/${encodeURIComponent(salon.slug)}/reset-password?token=${token}`,
      mailOf: (link, minutes) => passwordResetMail(salon, user, link, minutes),
    });
  }

  async resetPassword(body: ResetPasswordBody): Promise<void> {
    await this.deps.resets.setPassword(body.token, body.password);
  }
}
