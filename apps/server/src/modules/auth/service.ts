import {
  SIGN_IN_TOKEN_INVALID,
  type ChangePasswordBody,
  type LoginBody,
  type LoginQuery,
  type UserInfo,
} from '@salon/api/auth/schemas';
import { NOT_A_CUSTOMER_CODE } from '@salon/api/customer-accounts/schemas';
import type { SessionsRevoked } from '@salon/api/auth/schemas';
import type { UserRow } from '../../db/schema';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import { authorize, permits } from '../../http/authorize';
import type { Viewer } from '../../http/viewer';
import type { AccountRows, Sessions, SignInHandoffs } from '../accounts';
import type { SalonReads, SalonService } from '../salons';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { TokenSigner } from './tokens';

export interface AuthServiceDeps {
  accounts: AccountRows;
  sessions: Sessions;
  salons: SalonReads;
  salonService: SalonService;
  tokens: TokenSigner;
  sessionTtlSeconds: number;
  /** One-time sign-in hand-offs (the paid onboarding's owner). */
  handoffs: SignInHandoffs;
  now: () => Date;
}

/** Roles that may set another user's password (the Reset/Change Password actions of the lists). */

const accountDisabled = () => new UnauthorizedError('Your account is disabled', 'account_disabled');
/** A disabled salon's people (owner, managers, stylists, clients) cannot sign in (spec 1 §4). */
const salonDisabled = () => new UnauthorizedError('Your salon is disabled', 'account_disabled');

/** The tenant a user works in when signing in: their salon, or a superadmin's current salon. */
function homeSalonOf(user: UserRow): string | null {
  return user.role === 'superadmin' ? user.currentSalonId : user.salonId;
}

export class AuthService {
  /** Verified against when the e-mail is unknown, so both failures take the same time. */
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: AuthServiceDeps) {}

  /**
   * Signs in. With `query.name` (a salon's public site) only that salon's customers may: anyone else
   * with the right password is refused with 403 `not_a_customer` and gets no session.
   */
  async login(body: LoginBody, userAgent: string | null, query: LoginQuery = {}): Promise<UserInfo> {
    const site = query.name ? await this.deps.salonService.publicSalon(query.name) : null;
    const user = await this.deps.accounts.findByEmail(body.email);
    const hash = user?.passwordHash ?? (await (this.dummyHash ??= hashPassword('not-a-real-password-1!')));
    const passwordMatches = await verifyPassword(body.password, hash);
    if (!user) throw new UnauthorizedError('Invalid email or password', 'invalid_credentials');
    // A disabled account (or salon) answers the same whatever the password: the answer must not tell a
    // guesser that the password was right.
    if (!user.active) throw accountDisabled();
    if (user.salonId && (await this.deps.salons.findById(user.salonId))?.active === false) {
      throw salonDisabled();
    }
    if (!passwordMatches) throw new UnauthorizedError('Invalid email or password', 'invalid_credentials');
    if (site) {
      const refusal = `Only customers of ${site.name} can sign in here`;
      authorize(user, 'site.signIn', refusal, NOT_A_CUSTOMER_CODE);
      // A customer of another salon: the same refusal (tenant rule).
      if (user.salonId !== site.id) throw new ForbiddenError(refusal, NOT_A_CUSTOMER_CODE);
    }
    return this.openSession(user, homeSalonOf(user), userAgent);
  }

  /**
   * Exchanges a one-time hand-off token (the paid onboarding's) for a session of its account: once, and
   * only before it expires (400 `SIGN_IN_TOKEN_INVALID` otherwise); a disabled account or salon gets no
   * session.
   */
  async exchangeSignInToken(token: string, userAgent: string | null): Promise<UserInfo> {
    const userId = await this.deps.handoffs.redeem(token, this.deps.now());
    const user = userId ? await this.deps.accounts.findOwn(userId) : undefined;
    if (!user) throw new BadRequestError(SIGN_IN_TOKEN_INVALID, 'sign_in_token_invalid');
    if (!user.active) throw accountDisabled();
    if (user.salonId && (await this.deps.salons.findById(user.salonId))?.active === false) {
      throw salonDisabled();
    }
    return this.openSession(user, homeSalonOf(user), userAgent);
  }

  /** A session for an account just created by its owner (the site's Create Account). */
  async sessionFor(user: UserRow, userAgent: string | null): Promise<UserInfo> {
    return this.openSession(user, homeSalonOf(user), userAgent);
  }

  /** The viewer of a token: a valid signature and a live session of an active user. */
  async authenticate(token: string): Promise<Viewer> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims) throw new UnauthorizedError();
    const found = await this.deps.sessions.check(claims.sessionId);
    if (
      !found ||
      found.userId !== claims.userId ||
      found.revokedAt !== null ||
      found.expiresAt.getTime() <= Date.now()
    ) {
      throw new UnauthorizedError();
    }
    if (!found.active) throw accountDisabled();
    if (found.salonActive === false) throw salonDisabled();
    return {
      userId: found.userId,
      sessionId: found.sessionId,
      role: found.role,
      // A superadmin's tenant is the one their session was opened for (see switchSalon).
      salonId: found.role === 'superadmin' ? found.sessionSalonId : found.userSalonId,
      token,
    };
  }

  async userInfo(viewer: Viewer): Promise<UserInfo> {
    const user = await this.ownUser(viewer);
    return this.userInfoOf(user, viewer.salonId, viewer.token);
  }

  async changePassword(viewer: Viewer, body: ChangePasswordBody): Promise<void> {
    if (body.type === 'bySelf') {
      const user = await this.ownUser(viewer);
      if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
        throw new BadRequestError('Current password is incorrect');
      }
      await this.deps.accounts.setPasswordHash(user.id, await hashPassword(body.password));
      // Other devices must sign in again with the new password; this one stays signed in.
      await this.deps.sessions.revokeAllOfUser(user.id, viewer.sessionId);
      return;
    }

    authorize(
      viewer,
      'passwords.changeOthers',
      'You do not have permission to change the password of other users',
    );
    // The admin works platform-wide; salon owners and superadmins within their (current) salon.
    const target = permits(viewer, 'passwords.changeAnySalon')
      ? await this.deps.accounts.findInTenant(null, body.id)
      : viewer.salonId
        ? await this.deps.accounts.findInTenant(viewer.salonId, body.id)
        : undefined;
    if (!target || target.email !== body.email.toLowerCase()) throw new NotFoundError('User not found');
    if (target.role === 'superadmin' && target.id !== viewer.userId) {
      authorize(
        viewer,
        'passwords.changeSuperadmins',
        'The password of a superadmin can only be changed by themselves',
      );
    }
    await this.deps.accounts.setPasswordHash(target.id, await hashPassword(body.password));
    await this.deps.sessions.revokeAllOfUser(
      target.id,
      target.id === viewer.userId ? viewer.sessionId : undefined,
    );
  }

  /** Superadmin only: works in another salon from now on, with a new session bound to it. */
  async switchSalon(
    viewer: Viewer,
    salonId: string,
    userAgent: string | null,
  ): Promise<{ info: UserInfo; salonName: string }> {
    authorize(viewer, 'salons.switch', 'Only a superadmin can switch salons');
    const salon = await this.deps.salons.findById(salonId);
    if (!salon) throw new NotFoundError('Salon not found');
    await this.deps.accounts.setCurrentSalon(viewer.userId, salon.id);
    const user = await this.ownUser(viewer);
    return { info: await this.openSession(user, salon.id, userAgent), salonName: salon.name };
  }

  async logout(viewer: Viewer): Promise<SessionsRevoked> {
    await this.deps.sessions.revoke(viewer.sessionId);
    return { revoked: 'current' };
  }

  async logoutAllSessions(viewer: Viewer): Promise<SessionsRevoked> {
    await this.deps.sessions.revokeAllOfUser(viewer.userId);
    return { revoked: 'all' };
  }

  private async ownUser(viewer: Viewer): Promise<UserRow> {
    const user = await this.deps.accounts.findOwn(viewer.userId);
    if (!user) throw new UnauthorizedError();
    return user;
  }

  private async openSession(
    user: UserRow,
    salonId: string | null,
    userAgent: string | null,
  ): Promise<UserInfo> {
    const expiresAt = new Date(Date.now() + this.deps.sessionTtlSeconds * 1000);
    const session = await this.deps.sessions.create({ userId: user.id, salonId, userAgent, expiresAt });
    const token = await this.deps.tokens.sign(
      { userId: user.id, sessionId: session.id, role: user.role },
      expiresAt,
    );
    return this.userInfoOf(user, salonId, token);
  }

  private async userInfoOf(user: UserRow, salonId: string | null, token: string): Promise<UserInfo> {
    return {
      token,
      role: user.role,
      _id: user.id,
      name: user.name,
      email: user.email,
      photo: user.photo,
      salon: await this.deps.salonService.refOf(salonId),
    };
  }
}
