import type { Database } from '../../db/client';
import type { ImageStore } from '../../storage/image-store';
import type { AccountRows, AccountService, StaffInvitations } from '../accounts';
import { StylistRepository } from './repository';
import { StylistService } from './service';
import type { UpcomingAppointments } from './upcoming-appointments';

/** What other modules read and keep of a stylist: one stylist, the public list and the services they offer. */
export type StylistReads = Pick<
  StylistRepository,
  'find' | 'listEnabled' | 'existingServiceIds' | 'offeredServices' | 'saveServiceIds'
>;

export interface StylistsDeps {
  db: Database;
  accountRows: AccountRows;
  accounts: AccountService;
  images: ImageStore;
  appointments: UpcomingAppointments;
  invitations: StaffInvitations;
  now: () => Date;
}

/** The stylists module: stylist accounts (through the accounts' rows) and their settings. */
export function buildStylists({ db, accountRows, ...deps }: StylistsDeps) {
  const rows = new StylistRepository(db, accountRows);
  return { stylists: new StylistService({ stylists: rows, ...deps }), stylistReads: rows as StylistReads };
}
