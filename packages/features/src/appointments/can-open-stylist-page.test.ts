import { describe, expect, it } from 'vitest';
import { canOpenStylistPage } from './can-open-stylist-page';

const viewer = (role: 'salon' | 'stylist' | 'admin', _id = 's1') =>
  ({ role, _id }) as unknown as Parameters<typeof canOpenStylistPage>[0];

describe('the route check of the calendar and waitlist pages', () => {
  it('lets a stylist open only their own', () => {
    expect(canOpenStylistPage(viewer('stylist'), { stylistId: 's1' })).toBe(true);
    expect(canOpenStylistPage(viewer('stylist'), { stylistId: 's2' })).toBe(false);
  });

  it("lets the salon open any of its stylists' and refuses the admin", () => {
    expect(canOpenStylistPage(viewer('salon'), { stylistId: 's2' })).toBe(true);
    expect(canOpenStylistPage(viewer('admin'), { stylistId: 's2' })).toBe(false);
  });
});
