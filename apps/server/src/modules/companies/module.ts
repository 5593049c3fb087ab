import type { Database } from '../../db/client';
import type { AccountRows, AccountService, Sessions } from '../accounts';
import { CompanyRepository } from './repository';
import { CompanyService } from './service';

export interface CompaniesDeps {
  db: Database;
  accountRows: AccountRows;
  accounts: AccountService;
  sessions: Sessions;
}

/** The companies module: company accounts, written through the accounts' rows. */
export function buildCompanies({ db, accountRows, accounts, sessions }: CompaniesDeps) {
  return { companies: new CompanyService(new CompanyRepository(db, accountRows), accounts, sessions) };
}
