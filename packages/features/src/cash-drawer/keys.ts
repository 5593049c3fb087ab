import { isAreaKey, namedKeys } from '../core/area-keys';

export const cashDrawerKeys = {
  all: ['cash-drawer'] as const,
  day: (date: string | null) => ['cash-drawer', 'day', date ?? 'today'] as const,
  ...namedKeys('cash-drawer', ['open', 'move', 'close']),
};

/** Every day of the drawer read so far: revalidated after a write. */
export const isCashDayKey = isAreaKey('cash-drawer', 'day');
