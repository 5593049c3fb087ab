import type { SlotHorizon } from '../modules/availability';
import { startPeriodicJob, type PeriodicJobLogger } from './periodic-job';

/**
 * Runs `SlotHorizon.extend` now and then every `intervalMs` (an hour by default: each salon's new day
 * is generated within the hour after its midnight). Returns the function that stops it after the
 * round in progress.
 */
export function startSlotHorizonJob(
  horizon: SlotHorizon,
  logger: PeriodicJobLogger,
  options: { intervalMs?: number; now?: () => Date } = {},
): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  return startPeriodicJob(
    'Slot horizon',
    async () => {
      const round = await horizon.extend(now());
      return round.extended > 0 ? `${round.created} slots for ${round.extended} stylists` : null;
    },
    logger,
    options.intervalMs ?? 60 * 60 * 1000,
  );
}
