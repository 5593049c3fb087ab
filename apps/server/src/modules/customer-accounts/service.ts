import type { UserInfo } from '@salon/api/auth/schemas';
import {
  ACCOUNT_LINK_INVALID,
  ACCOUNT_LINK_TTL_HOURS,
  type ForgotPasswordBody,
  type RegisterUserBody,
  type ResetPasswordBody,
} from '@salon/api/customer-accounts/schemas';
import type { SalonRow, UserRow } from '../../db/schema';
import { BadRequestError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import {
  hashResetToken,
  newOneTimeToken,
  type AccountRows,
  type AccountService,
  type PasswordRequests,
  type PasswordResetService,
  type SignupRequest,
  type SignupRequests,
} from '../accounts';
import type { AuthService } from '../auth';
import type { SalonReads, SalonService } from '../salons';
import type { UserService } from '../profile';
import { accountExistsMail, finishSignupMail, passwordResetMail } from './emails';

export interface CustomerAccountDeps {
  salons: SalonService;
  accounts: AccountRows;
  userService: UserService;
  auth: AuthService;
  resets: PasswordResetService;
  /** Password-assistance requests, worked later (accounts/password-requests.ts). */
  requests: PasswordRequests;
  /** Client sign-ups, worked later (accounts/signup-requests.ts). */
  signups: SignupRequests;
  accountService: AccountService;
  salonRows: SalonReads;
  mailer: Mailer;
  now: () => Date;
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

  /**
   * Create Account: queues the sign-up and returns, the same work for any e-mail (a password hash and
   * one row), so neither the answer nor its time tells whether the e-mail has an account; the worker
   * then calls `handleSignup`. An unknown salon is 404 (salons are public).
   */
  async register(salonName: string, body: RegisterUserBody): Promise<void> {
    const salon = await this.deps.salons.publicSalon(salonName);
    await this.deps.userService.requestSignup(salon.id, body);
  }

  /**
   * The worker's half of a sign-up. An e-mail with an account is told so, with a sign-in link and a
   * reset link (a real single-use one when it is an active customer of this salon, the site's sign-in
   * page with Password assistance otherwise), and the request's details are erased. A new e-mail gets
   * the single-use link that creates the account (`activate`), valid `ACCOUNT_LINK_TTL_HOURS`.
   */
  async handleSignup(request: SignupRequest): Promise<void> {
    const salon = await this.deps.salonRows.findById(request.salonId);
    if (!salon || !salon.active) {
      await this.deps.signups.markSent(request);
      return;
    }
    const base = this.deps.publicUrl.replace(/\/+$/, '');
    const site = `${base}/salon/${encodeURIComponent(salon.slug)}`;
    const existing = await this.deps.accounts.findByEmail(request.email);
    if (existing) {
      const holder = { name: existing.name, email: existing.email };
      const signIn = `${site}/login`;
      if (isActiveCustomerOf(existing, salon)) {
        await this.deps.resets.sendLink({
          user: { id: existing.id, salonId: salon.id },
          linkOf: (token) => `${site}/reset-password?token=${token}`,
          mailOf: (link) => accountExistsMail(salon, holder, { signIn, reset: link }),
        });
      } else {
        await this.deps.mailer.send(accountExistsMail(salon, holder, { signIn, reset: signIn }));
      }
      await this.deps.signups.markSent(request);
      return;
    }
    const token = newOneTimeToken();
    const expiresAt = new Date(this.deps.now().getTime() + ACCOUNT_LINK_TTL_HOURS * 3_600_000);
    const mail = finishSignupMail(
      salon,
      { name: request.name, email: request.email },
      `${site}/activate?token=${token}`,
      ACCOUNT_LINK_TTL_HOURS,
    );
    await this.deps.signups.markLinkSent(request, { tokenHash: hashResetToken(token), expiresAt }, (tx) =>
      this.deps.mailer.send(mail, tx),
    );
  }

  /**
   * The sign-up's e-mailed link: creates the client account with the details given at sign-up and
   * signs it in. 400 `ACCOUNT_LINK_INVALID` for an unknown, used or expired link (or a salon disabled
   * since); an e-mail or phone taken since is the accounts module's 409, and the link stays unused.
   */
  async activate(token: string, userAgent: string | null): Promise<UserInfo> {
    const now = this.deps.now();
    const invalid = () => new BadRequestError(ACCOUNT_LINK_INVALID, 'account_link_invalid');
    const request = await this.deps.signups.findByLink(hashResetToken(token), now);
    const salon = request && (await this.deps.salonRows.findById(request.salonId));
    if (!request || !salon || !salon.active) throw invalid();
    const account = { email: request.email, phone: request.phone, salonId: salon.id };
    await this.deps.accountService.assertAvailable(account);
    // Two uses of one link at once: the conditional update lets one through; a taken e-mail or phone
    // meanwhile is the unique indexes' 409, and the link stays usable.
    const user = await this.deps.signups.redeem(request.id, now, (tx) =>
      this.deps.accountService.write(() =>
        this.deps.accounts.create(
          {
            ...account,
            role: 'user',
            name: request.name,
            gender: request.gender,
            passwordHash: request.passwordHash,
            platform: 'web',
          },
          tx,
        ),
      ),
    );
    if (!user) throw invalid();
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
