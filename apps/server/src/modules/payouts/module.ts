import type { Database } from '../../db/client';
import type { PayoutProvider } from './provider';
import { PayoutRepository } from './repository';
import { PayoutService, type PayoutServiceDeps } from './service';

export type PayoutsDeps = Omit<PayoutServiceDeps, 'repository'> & { db: Database; provider: PayoutProvider };

/** The payouts module: each salon's connected account and where its card payments go. */
export function buildPayouts({ db, ...deps }: PayoutsDeps) {
  return { payouts: new PayoutService({ repository: new PayoutRepository(db), ...deps }) };
}
