import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { PasswordRequestRepository, type PasswordRequests } from './password-requests';
import { PasswordResetRepository } from './password-reset-repository';
import { PasswordResetService } from './password-reset-service';
import { AccountRepository } from './repository';
import { AccountService } from './service';
import { SessionRepository } from './session-repository';
import { SignInHandoffRepository } from './sign-in-handoffs';
import { SignupRequestRepository, type SignupRequests } from './signup-requests';
import { StaffPasswordResetService } from './staff-password-reset';

/**
 * The `users` rows other modules write and read in their own transactions: the owner's methods, so the
 * kinds of account (clients, staff, stylists, companies, salon owners) share one writer of `users`.
 */
export type AccountRows = Pick<
  AccountRepository,
  | 'create'
  | 'createMany'
  | 'createUnlessTaken'
  | 'update'
  | 'delete'
  | 'findByEmail'
  | 'findInTenant'
  | 'findOwn'
  | 'setCurrentSalon'
  | 'setPasswordHash'
>;
/** Sessions, as sign-in and the modules that end an account's sessions use them. */
export type Sessions = Pick<SessionRepository, 'check' | 'create' | 'revoke' | 'revokeAllOfUser'>;
/** One-time sign-in tokens, redeemed at sign-in. */
export type SignInHandoffs = Pick<SignInHandoffRepository, 'redeem'>;
/** Client sign-ups, queued by the profile and worked by the customer accounts. */
export type { SignupRequests } from './signup-requests';
/** Password-assistance requests, queued by the public site and worked later. */
export type { PasswordRequests } from './password-requests';

export interface AccountsDeps {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  /** Where the dashboard is reached (PUBLIC_URL), for staff's reset links. */
  publicUrl: string;
}

/** The accounts module: the only writer of `users`, sessions and password resets. */
export function buildAccounts({ db, mailer, now, publicUrl }: AccountsDeps) {
  const rows = new AccountRepository(db);
  const sessions = new SessionRepository(db);
  const handoffs = new SignInHandoffRepository(db);
  const signupRequests = new SignupRequestRepository(db);
  const passwordRequests = new PasswordRequestRepository(db);
  const accounts = new AccountService({ accounts: rows, sessions, mailer, handoffs, now });
  const passwordResets = new PasswordResetService({
    resets: new PasswordResetRepository(db),
    accounts: rows,
    sessions,
    mailer,
    now,
  });
  const staffPasswordResets = new StaffPasswordResetService({
    requests: passwordRequests,
    accounts: rows,
    resets: passwordResets,
    publicUrl,
  });
  return {
    accounts,
    passwordResets,
    staffPasswordResets,
    accountRows: rows as AccountRows,
    sessions: sessions as Sessions,
    handoffs: handoffs as SignInHandoffs,
    signupRequests: signupRequests as SignupRequests,
    passwordRequests: passwordRequests as PasswordRequests,
  };
}
