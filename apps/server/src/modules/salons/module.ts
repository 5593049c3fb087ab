import type { Database } from '../../db/client';
import type { ImageStore } from '../../storage/image-store';
import type { AccountRows, AccountService } from '../accounts';
import { type SubscriptionStates, SalonAdminService } from './admin-service';
import { SalonRepository } from './repository';
import { type SalonOpenCheck, SalonService } from './service';

/** What other modules read of a salon's row (its owner's included). */
export type SalonReads = Pick<SalonRepository, 'findById' | 'findBySlug' | 'findWithOwner' | 'slugTaken'>;
/** A salon's move to another time zone, with what depends on it in the same transaction (booking settings). */
export type ZoneSalons = Pick<SalonRepository, 'findById' | 'moveTimeZone'>;
/** The inactive salon of an onboarding sign-up, written in the sign-up's transaction. */
export type SignupSalons = Pick<SalonRepository, 'createInactive' | 'setActive' | 'deleteInactive'>;

export interface SalonsDeps {
  db: Database;
  accountRows: AccountRows;
  accounts: AccountService;
  images: ImageStore;
  /** The platform subscription: whether a salon is open, and each salon's standing for the admin list. */
  subscriptions: SalonOpenCheck & SubscriptionStates;
}

/** The salons module: the only writer of `salons`. */
export function buildSalons({ db, accountRows, accounts, images, subscriptions }: SalonsDeps) {
  const rows = new SalonRepository(db, accountRows);
  return {
    salons: new SalonService(rows, subscriptions),
    salonAdmin: new SalonAdminService({ salons: rows, accounts, images, subscriptions }),
    salonReads: rows as SalonReads,
    signupSalons: rows as SignupSalons,
    zoneSalons: rows as ZoneSalons,
  };
}
