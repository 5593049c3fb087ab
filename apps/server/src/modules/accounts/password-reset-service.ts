import { createHash, randomBytes } from 'node:crypto';
import { RESET_LINK_INVALID, RESET_LINK_TTL_MINUTES } from '@salon/api/customer-accounts/schemas';
import { BadRequestError } from '../../errors';
import type { Mail, Mailer } from '../../mail/mailer';
import { hashPassword } from '../../lib/passwords';
import type { SessionRepository } from './session-repository';
import type { PasswordResetRepository } from './password-reset-repository';
import type { AccountRepository } from './repository';

/** What is stored of a link's token: its SHA-256, hex. The token itself exists only in the e-mail. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 32 random bytes, base64url (43 characters, the contract's `ResetToken`). */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface ResetLinkRequest {
  /** The account whose password the link sets. */
  user: { id: string; salonId: string | null };
  /** The page the link opens, for a token (e.g. the public site's `/salon/{slug}/reset-password?token=`). */
  linkOf: (token: string) => string;
  /** The e-mail that carries the link. */
  mailOf: (link: string, validMinutes: number) => Mail;
  /** How long this link works, when not the service's own (an invitation's days). */
  ttlMinutes?: number;
}

export interface PasswordResetDeps {
  resets: PasswordResetRepository;
  accounts: AccountRepository;
  sessions: SessionRepository;
  mailer: Mailer;
  now: () => Date;
  /** How long a link works; `RESET_LINK_TTL_MINUTES` by default. */
  ttlMinutes?: number;
}

/**
 * Single-use, expiring password-reset links, for any account (the public site's customers now, staff
 * later): the caller decides who may get one, which page the link opens and what the e-mail says.
 */
export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

  /** Makes a new link (ending the account's earlier ones) and queues its e-mail in the same transaction. */
  async sendLink(request: ResetLinkRequest): Promise<void> {
    const token = newToken();
    const ttl = request.ttlMinutes ?? this.deps.ttlMinutes ?? RESET_LINK_TTL_MINUTES;
    const now = this.deps.now();
    const mail = request.mailOf(request.linkOf(token), ttl);
    await this.deps.resets.issue(
      {
        userId: request.user.id,
        salonId: request.user.salonId,
        tokenHash: hashResetToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttl * 60_000),
      },
      (tx) => this.deps.mailer.send(mail, tx),
    );
  }

  /**
   * Sets the password of the link's account, ends all of its sessions and uses the link (and any other
   * of the account) up, in one transaction. 400 `RESET_LINK_INVALID` for an unknown, used or expired link.
   */
  async setPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const done = await this.deps.resets.redeem(hashResetToken(token), this.deps.now(), async (userId, tx) => {
      await this.deps.accounts.setPasswordHash(userId, passwordHash, tx);
      await this.deps.sessions.revokeAllOfUser(userId, undefined, tx);
    });
    if (!done) throw new BadRequestError(RESET_LINK_INVALID, 'reset_link_invalid');
  }
}
