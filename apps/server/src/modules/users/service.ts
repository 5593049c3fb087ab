import type { Profile, ProfileUpdateBody, UserSignupBody } from '@salon/api/auth/schemas';
import { uniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import type { Viewer } from '../../http/viewer';
import { hashPassword } from '../auth/passwords';
import type { SalonRepository } from '../salons/repository';
import type { SalonService } from '../salons/service';
import type { UserRepository } from './repository';

const EMAIL_TAKEN = 'An account with this email address already exists';
const PHONE_TAKEN = 'An account with this phone number already exists';

/** A unique index caught what the pre-check missed (two requests at once): the same 409. */
function conflictOf(error: unknown): ConflictError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  return new ConflictError(constraint.includes('phone') ? PHONE_TAKEN : EMAIL_TAKEN);
}

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly salons: SalonRepository,
    private readonly salonService: SalonService,
  ) {}

  async profile(viewer: Viewer): Promise<Profile> {
    return this.profileOf(await this.ownUser(viewer), viewer.salonId);
  }

  async updateProfile(viewer: Viewer, body: ProfileUpdateBody): Promise<Profile> {
    // The spec offers no profile editing to the platform admin.
    if (viewer.role === 'admin') throw new ForbiddenError('The administrator profile cannot be edited');
    const user = await this.ownUser(viewer);
    if (await this.users.emailTaken(body.email, user.id)) throw new ConflictError(EMAIL_TAKEN);
    if (user.salonId && (await this.users.phoneTakenInSalon(user.salonId, body.phone, user.id))) {
      throw new ConflictError(PHONE_TAKEN);
    }
    // TODO(services slice): store body.services for stylists once services exist.
    try {
      const updated = await this.users.updateProfile(user.id, {
        name: body.name,
        email: body.email,
        phone: body.phone,
        address: body.address,
      });
      if (!updated) throw new UnauthorizedError();
      return this.profileOf(updated, viewer.salonId);
    } catch (error) {
      throw conflictOf(error) ?? error;
    }
  }

  /** A client creates their own account with an enabled salon. */
  async signup(body: UserSignupBody): Promise<Pick<UserRow, 'id' | 'name' | 'email'>> {
    const salon = await this.salons.findById(body.salon);
    if (!salon || !salon.active) throw new NotFoundError('Salon not found');
    if (await this.users.emailTaken(body.email)) throw new ConflictError(EMAIL_TAKEN);
    if (await this.users.phoneTakenInSalon(salon.id, body.phone)) throw new ConflictError(PHONE_TAKEN);
    try {
      return await this.users.create({
        salonId: salon.id,
        role: 'user',
        name: body.name,
        email: body.email,
        phone: body.phone,
        gender: body.gender,
        passwordHash: await hashPassword(body.password),
        platform: 'web',
      });
    } catch (error) {
      throw conflictOf(error) ?? error;
    }
  }

  private async ownUser(viewer: Viewer): Promise<UserRow> {
    const user = await this.users.findOwn(viewer.userId);
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
      salon: await this.salonService.refOf(salonId),
    };
    if (user.role === 'stylist') {
      profile.startTime = user.startTime;
      profile.endTime = user.endTime;
      profile.services = []; // Filled by the services slice.
    }
    return profile;
  }
}
