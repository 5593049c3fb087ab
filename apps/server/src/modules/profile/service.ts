import type { Profile, ProfileUpdateBody, UserSignupBody } from '@salon/api/auth/schemas';
import type { Gender } from '@salon/api/shared/schemas';
import type { UserRow } from '../../db/schema';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../errors';
import { authorize, permits } from '../../http/authorize';
import type { Viewer } from '../../http/viewer';
import type { AccountRows, AccountService, SignupRequests } from '../accounts';
import { hashPassword } from '../../lib/passwords';
import type { SalonReads, SalonService } from '../salons';
import type { StylistReads } from '../stylists';

export class UserService {
  constructor(
    private readonly deps: {
      /** The `users` table, which only the accounts module writes. */
      users: AccountRows;
      accounts: AccountService;
      salons: SalonReads;
      salonService: SalonService;
      /** A stylist's profile carries the services they offer (their stylist settings). */
      stylists: StylistReads;
      /** Client sign-ups, worked later (accounts/signup-requests.ts). */
      signups: SignupRequests;
    },
  ) {}

  async profile(viewer: Viewer): Promise<Profile> {
    return this.profileOf(await this.ownUser(viewer), viewer.salonId);
  }

  async updateProfile(viewer: Viewer, body: ProfileUpdateBody): Promise<Profile> {
    authorize(viewer, 'profile.edit', 'The administrator profile cannot be edited');
    const user = await this.ownUser(viewer);
    await this.deps.accounts.assertAvailable({
      email: body.email,
      phone: body.phone,
      salonId: user.salonId,
      exceptUserId: user.id,
    });
    // A stylist's form sends the services they offer; without the field they stay as they are.
    const serviceIds = permits(user, 'profile.editServices') && user.salonId ? body.services : undefined;
    if (serviceIds && user.salonId) await this.checkServices(user.salonId, serviceIds);
    const updated = await this.deps.accounts.write(() =>
      this.deps.users.update(
        { userId: user.id },
        { name: body.name, email: body.email, phone: body.phone, address: body.address },
      ),
    );
    if (!updated) throw new UnauthorizedError();
    if (serviceIds && user.salonId) {
      await this.deps.stylists.saveServiceIds(user.salonId, user.id, [...new Set(serviceIds)]);
    }
    return this.profileOf(updated, viewer.salonId);
  }

  private async checkServices(salonId: string, ids: string[]): Promise<void> {
    const known = new Set(await this.deps.stylists.existingServiceIds(salonId, ids));
    if (ids.some((id) => !known.has(id)))
      throw new BadRequestError('services: must be services of this salon');
  }

  /**
   * A client signs up with an enabled salon: queued, the same answer and work for any e-mail (the
   * e-mailed link creates the account).
   */
  async signup(body: UserSignupBody): Promise<void> {
    const salon = await this.deps.salons.findById(body.salon);
    if (!salon || !salon.active) throw new NotFoundError('Salon not found');
    await this.requestSignup(salon.id, body);
  }

  /**
   * A client's sign-up with `salonId` (`/users/user-signup`, the site's Create Account): one queued
   * row and a password hash, whatever the e-mail. The worker (customer-accounts `handleSignup`) decides.
   */
  async requestSignup(
    salonId: string,
    fields: { name: string; email: string; phone: string; gender?: Gender | null; password: string },
  ): Promise<void> {
    await this.deps.signups.insert({
      salonId,
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      gender: fields.gender ?? null,
      passwordHash: await hashPassword(fields.password),
    });
  }

  private async ownUser(viewer: Viewer): Promise<UserRow> {
    const user = await this.deps.users.findOwn(viewer.userId);
    if (!user) throw new UnauthorizedError();
    return user;
  }

  private async profileOf(user: UserRow, salonId: string | null): Promise<Profile> {
    const profile: Profile = {
      _id: user.id,
      role: user.role,
      name: user.name,
      email: user.email,
      phone: user.phone,
      address: user.address,
      photo: user.photo,
      gender: user.gender,
      active: user.active,
      salon: await this.deps.salonService.refOf(salonId),
    };
    if (user.role === 'stylist') {
      profile.startTime = user.startTime;
      profile.endTime = user.endTime;
      const offered = user.salonId ? await this.deps.stylists.offeredServices(user.salonId, user.id) : [];
      profile.services = offered.map((service) => ({ _id: service.id, title: service.title }));
    }
    return profile;
  }
}
