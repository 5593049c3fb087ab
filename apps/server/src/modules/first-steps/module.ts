import type { Database } from '../../db/client';
import { FirstStepsRepository } from './repository';
import { FirstStepsService } from './service';

/** The first-steps module: a new salon's checklist. */
export function buildFirstSteps({
  db,
  publicUrl,
  cardPayments,
}: {
  db: Database;
  publicUrl: string;
  cardPayments: (salonId: string) => Promise<boolean>;
}) {
  return { firstSteps: new FirstStepsService(new FirstStepsRepository(db), publicUrl, cardPayments) };
}
