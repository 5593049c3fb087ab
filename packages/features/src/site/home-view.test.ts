import { buildOpeningHours } from '@salon/api/mocks/factories/website-settings';
import { describe, expect, it } from 'vitest';
import { homeHours } from './home-view';

describe('homeHours', () => {
  it('writes each day with its ranges, a split day with both, and Closed where nobody works', () => {
    const hours = homeHours(
      buildOpeningHours({
        Mon: [['09:00', '18:00']],
        Wed: [
          ['09:00', '13:00'],
          ['14:00', '19:30'],
        ],
      }),
    );
    expect(hours).toEqual([
      { day: 'Sunday', hours: 'Closed' },
      { day: 'Monday', hours: '09:00 – 18:00' },
      { day: 'Tuesday', hours: 'Closed' },
      { day: 'Wednesday', hours: '09:00 – 13:00, 14:00 – 19:30' },
      { day: 'Thursday', hours: 'Closed' },
      { day: 'Friday', hours: 'Closed' },
      { day: 'Saturday', hours: 'Closed' },
    ]);
  });
});
