import { buildTeamDay } from '@salon/api/mocks/factories/team-day';
import { TeamDay } from '@salon/api/appointments/team-day-schemas';
import { MOCK_STYLIST_ID } from '@salon/api/mocks/factories/appointments';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { teamDayPolicy } from './policies';
import { dayTitle, nextStage, shiftDate, toTeamDayColumns, visitMoneyOf } from './team-day-view';

const stylist = { role: 'stylist' as const, _id: MOCK_STYLIST_ID };

describe('the team day', () => {
  it('builds a fixture day the contract accepts', () => {
    expect(() => assert(buildTeamDay(), TeamDay)).not.toThrow();
  });

  it('moves a visit from the check-in to completed', () => {
    expect([null, 'arrived', 'in-service', 'completed'].map((s) => nextStage(s as never))).toEqual([
      'arrived',
      'in-service',
      'completed',
      null,
    ]);
  });

  it('lets a stylist move their own visits only, and never check out', () => {
    const columns = toTeamDayColumns(buildTeamDay(), (id) => teamDayPolicy(stylist, id));
    const [own, other] = columns;
    expect(own!.cards.map((card) => card.next)).toEqual([null, 'arrived']);
    expect(other!.cards.every((card) => card.next === null && !card.checkout)).toBe(true);
  });

  it('gives the owner the next step and the checkout of live unpaid visits', () => {
    const columns = toTeamDayColumns(buildTeamDay(), (id) => teamDayPolicy({ role: 'salon', _id: 'x' }, id));
    expect(columns[1]!.cards.map((card) => [card.next, card.checkout])).toEqual([
      ['completed', true],
      ['in-service', true],
      [null, false],
    ]);
  });

  it('walks the days', () => {
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayTitle('2026-03-16')).toBe('Monday, March 16, 2026');
  });

  it("words a visit's payments: the summary, each kind and way, refunds as given back, in the salon's zone", () => {
    const [olivia] = buildTeamDay().stylists[0]!.appointments;
    expect(visitMoneyOf(olivia!)).toEqual({
      summary: 'Paid $65.00 · Deposit $20.00',
      lines: [
        { id: expect.any(String), label: 'Deposit', amount: '$20.00', detail: 'Paid · Mar 16, 8:12 AM' },
        {
          id: expect.any(String),
          label: 'Desk payment (card)',
          amount: '$45.00',
          detail: 'Paid · Mar 16, 9:50 AM · Card •••• 4242',
        },
      ],
    });
    const refund = visitMoneyOf({
      payments: [
        { ...olivia!.payments![0]!, kind: 'late_cancel_fee' },
        { ...olivia!.payments![0]!, _id: 'r', kind: 'refund', status: 'refunded', currency: 'EUR' },
      ],
      money: { currency: 'EUR', paidMinor: 0, depositMinor: 0 },
    });
    expect(refund.summary).toBe('Paid €0.00');
    expect(refund.lines.map((line) => [line.label, line.amount])).toEqual([
      ['Late-cancellation fee', '$20.00'],
      ['Refund', '−€20.00'],
    ]);
  });
});
