import { useEffect, useState } from 'react';

/**
 * "Now", re-read every 30 seconds so slots grey out as their 15-minute cutoff passes. A fixed `override`
 * (stories, screenshots) stops the clock.
 */
export function useClock(override?: Date): Date {
  const [now, setNow] = useState(() => override ?? new Date());
  useEffect(() => {
    if (override) return;
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [override]);
  return override ?? now;
}
