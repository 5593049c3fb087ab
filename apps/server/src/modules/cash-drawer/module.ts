import type { Database } from '../../db/client';
import { CashDrawerRepository } from './repository';
import { CashDrawerService, type CashDrawerDeps } from './service';

/** The desk's cash drawer; its repository stays inside. */
export function buildCashDrawer({ db, ...deps }: Omit<CashDrawerDeps, 'days'> & { db: Database }) {
  return { cashDrawer: new CashDrawerService({ days: new CashDrawerRepository(db), ...deps }) };
}
