import { SIGN_IN_TOKEN_TTL_MINUTES } from '@salon/api/auth/schemas';
import type { Role } from '@salon/api/shared/schemas';
import { uniqueViolation } from '../../db/errors';
import { ConflictError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { hashPassword } from '../../lib/passwords';
import type { SessionRepository } from './session-repository';
import { ACCOUNT_TAKEN, EMAIL_TAKEN, type TakenMessages } from './messages';
import { newPasswordMail } from './new-password-mail';
import { generatePassword } from './passwords';
import type { AccountRepository } from './repository';
import type { SignInHandoffRepository } from './sign-in-handoffs';
import { PLATFORM_NAME } from './staff-password-reset';

export interface AccountCandidate {
  email: string;
  /** Checked within `salonId`; skipped when either is absent (the platform admin has no salon). */
  phone?: string | null;
  salonId?: string | null;
  /** The account being edited, which may keep its own e-mail and phone. */
  exceptUserId?: string | null;
}

/** Who holds an e-mail address: the account, its role and its salon (other modules link to it). */
export interface AccountHolder {
  id: string;
  role: Role;
  salonId: string | null;
}

/** What the e-mail carrying a generated password says happened: the administrator's reset by default. */
export const ADMIN_RESET_REASON = 'Your password has been reset by an administrator.';

/**
 * The accounts module: every module that creates or edits an account asks it whether the e-mail and
 * phone are free, maps the unique indexes' violations to the same 409, and resets passwords through it.
 */
export class AccountService {
  constructor(
    private readonly deps: {
      accounts: AccountRepository;
      sessions: SessionRepository;
      mailer: Mailer;
      handoffs: SignInHandoffRepository;
      now: () => Date;
    },
  ) {}

  /**
   * A one-time sign-in token for the account (the paid onboarding hands its owner to the admin app):
   * it works once, for `SIGN_IN_TOKEN_TTL_MINUTES`, and ends the account's earlier ones.
   */
  async signInToken(userId: string): Promise<string> {
    return this.deps.handoffs.issue(userId, this.deps.now(), SIGN_IN_TOKEN_TTL_MINUTES * 60_000);
  }

  /** 409 with the form's message when the e-mail (platform) or the phone (salon) belongs to another account. */
  async assertAvailable(candidate: AccountCandidate, messages: TakenMessages = ACCOUNT_TAKEN): Promise<void> {
    const { email, phone, salonId, exceptUserId } = candidate;
    if (await this.deps.accounts.emailTaken(email, exceptUserId)) throw new ConflictError(messages.email);
    if (phone && salonId && (await this.deps.accounts.phoneTakenInSalon(salonId, phone, exceptUserId))) {
      throw new ConflictError(messages.phone);
    }
  }

  /**
   * A new salon's accounts (the onboarding wizard): the owner's e-mail and every stylist's are free on
   * the platform and differ from each other; the stylists' phones differ from the salon's and from each
   * other (nobody else holds a phone in a new salon). The owner's conflict is `EMAIL_TAKEN`, the
   * stylists' use `stylistMessages`.
   */
  async assertNewSalonAvailable(
    owner: { email: string; phone: string },
    stylists: ReadonlyArray<{ email: string; phone: string }>,
    stylistMessages: TakenMessages,
  ): Promise<void> {
    if (await this.deps.accounts.emailTaken(owner.email)) throw new ConflictError(EMAIL_TAKEN);
    const emails = new Set([owner.email.toLowerCase()]);
    const phones = new Set([owner.phone]);
    for (const stylist of stylists) {
      const email = stylist.email.toLowerCase();
      if (emails.has(email) || (await this.deps.accounts.emailTaken(email))) {
        throw new ConflictError(stylistMessages.email);
      }
      if (phones.has(stylist.phone)) throw new ConflictError(stylistMessages.phone);
      emails.add(email);
      phones.add(stylist.phone);
    }
  }

  /** The account with this e-mail (unique across the platform), if any. */
  async holderOf(email: string): Promise<AccountHolder | undefined> {
    const row = await this.deps.accounts.findByEmail(email);
    return row && { id: row.id, role: row.role, salonId: row.salonId };
  }

  async phoneTakenInSalon(salonId: string, phone: string): Promise<boolean> {
    return this.deps.accounts.phoneTakenInSalon(salonId, phone);
  }

  /** Runs a write of accounts; a unique index that caught what the pre-check missed (two requests at once) answers the same 409. */
  async write<T>(run: () => Promise<T>, messages: TakenMessages = ACCOUNT_TAKEN): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw conflictOf(error, messages) ?? error;
    }
  }

  /**
   * Reset Password: a generated password replaces the old one, every session of the account ends, and
   * the password goes to the account's e-mail address (from its salon), all in one transaction.
   */
  async resetPassword(
    user: { id: string; name: string; email: string },
    reason: string = ADMIN_RESET_REASON,
  ): Promise<void> {
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const salon = await this.deps.accounts.salonOf(user.id);
    const mail = newPasswordMail({
      user,
      password,
      reason,
      sender: salon?.name ?? PLATFORM_NAME,
      salonId: salon?.id ?? null,
    });
    await this.deps.accounts.setPasswordHashWith(user.id, passwordHash, async (tx) => {
      await this.deps.sessions.revokeAllOfUser(user.id, undefined, tx);
      await this.deps.mailer.send(mail, tx);
    });
  }
}

/** The 409 of a broken unique index on accounts (phone indexes name `phone`), or undefined for other errors. */
export function conflictOf(
  error: unknown,
  messages: TakenMessages = ACCOUNT_TAKEN,
): ConflictError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  return new ConflictError(constraint.includes('phone') ? messages.phone : messages.email);
}
