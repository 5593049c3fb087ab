import { can } from '@salon/api/permissions';
import type { UserRow } from '../../db/schema';
import { passwordResetMail } from './password-reset-mail';
import { staffInvitationMail } from './staff-invitation-mail';
import type { PasswordRequestRepository } from './password-requests';
import type { PasswordResetService } from './password-reset-service';
import type { AccountRepository } from './repository';

/** The sender of platform mail to staff: the product's name, as the dashboard shows it. */
export const PLATFORM_NAME = 'Salon Booking';

/** How long a new member of staff's link to choose a password works. */
export const INVITATION_DAYS = 7;

export interface StaffPasswordResetDeps {
  accounts: AccountRepository;
  resets: PasswordResetService;
  /** Password-assistance requests, worked later (password-requests.ts). */
  requests: PasswordRequestRepository;
  /** Where the dashboard is reached (PUBLIC_URL), for the e-mailed link. */
  publicUrl: string;
}

/** Staff who may be sent a link: an active account of a role that signs in to the dashboard. */
function isActiveStaff(user: UserRow | undefined): user is UserRow {
  return !!user && user.active && can(user.role, 'dashboard.signIn');
}

/**
 * Staff's own password reset from the dashboard's sign-in page: the same single-use, expiring links as
 * customers' (`PasswordResetService`), opening the dashboard's `/reset-password?token=…`. Setting the
 * password is the one `resetPassword` call of every account.
 */
export class StaffPasswordResetService {
  constructor(private readonly deps: StaffPasswordResetDeps) {}

  /** Queues the request, the same work for any e-mail; the worker then calls `sendResetLink`. */
  async forgotPassword(email: string): Promise<void> {
    await this.deps.requests.insert({ salon: null, email });
  }

  /**
   * Sends a link to an active member of staff with this e-mail; for anyone else (unknown e-mail, a
   * client, a company, a disabled account) nothing happens. Run by the worker.
   */
  async sendResetLink(email: string): Promise<void> {
    const user = await this.deps.accounts.findByEmail(email);
    if (!isActiveStaff(user)) return;
    const base = this.deps.publicUrl.replace(/\/+$/, '');
    await this.deps.resets.sendLink({
      user: { id: user.id, salonId: user.salonId },
      linkOf: (token) => `${base}/reset-password?token=${token}`,
      mailOf: (link, validMinutes) =>
        passwordResetMail({ user, sender: PLATFORM_NAME, salonId: null, link, validMinutes }),
    });
  }

  /**
   * The invitation of a member of staff just added to a salon: the dashboard's address and a link, valid
   * `INVITATION_DAYS`, to choose their own password (the one the owner typed works until then).
   */
  async sendInvitation(userId: string, salon: { id: string; name: string }): Promise<void> {
    const user = await this.deps.accounts.findOwn(userId);
    if (!isActiveStaff(user)) return;
    const base = this.deps.publicUrl.replace(/\/+$/, '');
    await this.deps.resets.sendLink({
      user: { id: user.id, salonId: user.salonId },
      linkOf: (token) => `${base}/reset-password?token=${token}`,
      ttlMinutes: INVITATION_DAYS * 24 * 60,
      mailOf: (link) =>
        staffInvitationMail({ user, salon, signInUrl: `${base}/login`, link, validDays: INVITATION_DAYS }),
    });
  }
}

/** A new member of staff's invitation e-mail, with a link to choose their password. */
export type StaffInvitations = Pick<StaffPasswordResetService, 'sendInvitation'>;
