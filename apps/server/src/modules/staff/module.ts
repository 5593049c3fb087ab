import type { Database } from '../../db/client';
import type { ImageStore } from '../../storage/image-store';
import type { AccountRows, AccountService } from '../accounts';
import type { SalonReads } from '../salons';
import { StaffRepository } from './repository';
import { StaffService } from './service';

export interface StaffDeps {
  db: Database;
  accountRows: AccountRows;
  salons: SalonReads;
  accounts: AccountService;
  images: ImageStore;
}

/** The staff module: managers' accounts, written through the accounts' rows. */
export function buildStaff({ db, accountRows, ...deps }: StaffDeps) {
  return { staff: new StaffService({ staff: new StaffRepository(db, accountRows), ...deps }) };
}
