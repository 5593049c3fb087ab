import { describe, expect, it } from 'vitest';
import { fittingService, type PageDay, type PageSlot } from './available-times';

function slot(time: string, slotStatus: PageSlot['slotStatus'] = 'available'): PageSlot {
  return {
    _id: time,
    timeAsAString: time,
    timeAsADate: `2026-03-17T${time}:00.000Z`,
    slotStatus,
    choosable: slotStatus === 'available',
  };
}

function day(slots: PageSlot[]): PageDay {
  return {
    salon: 's',
    date: '2026-03-17',
    timeZone: 'UTC',
    cutoffMinutes: 15,
    stylists: [{ stylistData: { _id: 'st', name: 'Mia', photo: null, bio: null }, slots }],
  };
}

const choosable = (shown: PageDay) =>
  shown.stylists[0]!.slots.filter((s) => s.choosable).map((s) => s.timeAsAString);

describe('fittingService', () => {
  it('offers a 45-minute service only where the next slot runs on free', () => {
    const shown = fittingService(
      day([slot('09:00'), slot('09:30'), slot('10:00', 'booked'), slot('16:30')]),
      45,
    );
    // 09:30 runs into the booked 10:00; 16:30 is the day's last half hour.
    expect(choosable(shown)).toEqual(['09:00']);
  });

  it('needs the slots without a gap', () => {
    expect(choosable(fittingService(day([slot('09:00'), slot('10:00'), slot('10:30')]), 60))).toEqual([
      '10:00',
    ]);
  });

  it('leaves a day alone for a service of one slot or less', () => {
    const shown = day([slot('09:00'), slot('16:30')]);
    expect(fittingService(shown, 30)).toBe(shown);
  });
});
