import type { FirstSteps } from '@salon/api/first-steps/schemas';
import type { WebsiteServiceGroup } from '@salon/api/services/schemas';
import { describe, expect, it } from 'vitest';
import { call, injectAs, loginAs } from './helper';
import { multipart } from './multipart';
import { newSalon as makeSalon } from './salon-steps';
import { useTestApp } from './use-test-app';

/*
 * The dashboard's first steps to a bookable site: each ticked from the salon's data, never by a click,
 * and the card dismissible for good by the owner only.
 */
const t = useTestApp();
const API = '/api/v1';
const STRONG = 'Str0ng!Pass';

const newSalon = (email: string) => makeSalon(t.app, email);

describe('first steps', () => {
  it('shows a new salon every step to do, and ticks services and the look as the owner sets them', async () => {
    const owner = await newSalon('first.day@example.com');
    const before = await owner<FirstSteps>({ method: 'GET', url: `${API}/salon/first-steps` });
    expect(before.statusCode).toBe(200);
    expect(before.body.data).toEqual({
      steps: { services: false, stylistHours: false, websiteLook: false, bookingLink: false },
      dismissed: false,
      bookingUrl: expect.stringMatching(/\/salon\/first-day-salon\/book-appointment$/),
    });

    // A category alone is not bookable; a service inside it is.
    const category = await owner<{ _id: string }>({
      method: 'POST',
      url: `${API}/service/add-service`,
      payload: { isMainService: true, title: 'Cuts' },
    });
    const afterCategory = await owner<FirstSteps>({ method: 'GET', url: `${API}/salon/first-steps` });
    expect(afterCategory.body.data.steps.services).toBe(false);
    await owner({
      method: 'POST',
      url: `${API}/service/add-service`,
      payload: {
        isMainService: false,
        title: 'Cut',
        service: category.body.data._id,
        description: 'A cut.',
        charges: 40,
        requiredTime: 45,
        leadTime: 0,
        breakTime: 0,
      },
    });
    const colour = multipart({ bgColor: '#0f766e' });
    await owner({
      method: 'POST',
      url: `${API}/website/add-website-setting?type=website`,
      headers: colour.headers,
      payload: colour.payload,
    });
    const after = await owner<FirstSteps>({ method: 'GET', url: `${API}/salon/first-steps` });
    expect(after.body.data.steps).toEqual({
      services: true,
      stylistHours: false,
      websiteLook: true,
      bookingLink: false,
    });
  });

  it('asks for payouts while a service takes a deposit, and the site offers that service only once they work', async () => {
    const owner = await newSalon('deposit.first@example.com');
    const category = await owner<{ _id: string }>({
      method: 'POST',
      url: `${API}/service/add-service`,
      payload: { isMainService: true, title: 'Colour' },
    });
    const service = (title: string, policy: object) =>
      owner({
        method: 'POST',
        url: `${API}/service/add-service`,
        payload: {
          isMainService: false,
          title,
          service: category.body.data._id,
          description: 'A service.',
          charges: 80,
          requiredTime: 60,
          leadTime: 0,
          breakTime: 0,
          ...policy,
        },
      });
    expect((await service('Gloss', {})).statusCode).toBe(200);
    const plain = await owner<FirstSteps>({ method: 'GET', url: `${API}/salon/first-steps` });
    expect(plain.body.data.steps).not.toHaveProperty('payouts');
    const deposit = await service('Full colour', {
      paymentPolicy: 'deposit',
      deposit: { kind: 'fixed', value: 20 },
    });
    expect(deposit.statusCode, deposit.body.message).toBe(200);

    const before = await owner<FirstSteps>({ method: 'GET', url: `${API}/salon/first-steps` });
    const slug = /\/salon\/([^/]+)\/book-appointment$/.exec(before.body.data.bookingUrl)![1]!;
    const offered = async () => {
      const groups = await call<WebsiteServiceGroup[]>(t.app, {
        method: 'GET',
        url: `${API}/service/get-website-service-groupby-category?name=${slug}`,
      });
      expect(groups.statusCode, groups.body.message).toBe(200);
      return groups.body.data.flatMap((group) => group.subService.map((item) => item.title));
    };
    expect(before.body.data.steps.payouts).toBe(false);
    expect(await offered()).toEqual(['Gloss']);

    expect((await owner({ method: 'POST', url: `${API}/payouts/onboarding`, payload: {} })).statusCode).toBe(
      200,
    );
    const after = await owner<FirstSteps>({ method: 'GET', url: `${API}/salon/first-steps` });
    expect(after.body.data.steps.payouts).toBe(true);
    expect((await offered()).sort()).toEqual(['Full colour', 'Gloss']);
  });

  it('ticks every step of the demo salon, which has stylists with hours and bookings from its site', async () => {
    const owner = await injectAs(t.app, 'owner@example.com');
    const answer = await owner<FirstSteps>({ method: 'GET', url: `${API}/salon/first-steps` });
    expect(answer.body.data.steps).toMatchObject({ services: true, stylistHours: true, bookingLink: true });
    expect(answer.body.data.bookingUrl).toMatch(/\/salon\/demo-salon\/book-appointment$/);
  });

  it('stays dismissed once the owner closes it; a second dismissal answers the same', async () => {
    const owner = await newSalon('dismisses@example.com');
    const first = await owner<FirstSteps>({ method: 'PATCH', url: `${API}/salon/first-steps/dismiss` });
    expect(first.body.data.dismissed).toBe(true);
    const again = await owner<FirstSteps>({ method: 'PATCH', url: `${API}/salon/first-steps/dismiss` });
    expect(again.statusCode).toBe(200);
    expect(again.body.data.dismissed).toBe(true);
    // A new session sees it closed too: it is the salon's, not the browser's.
    await loginAs(t.app, 'dismisses@example.com', STRONG);
    const later = await owner<FirstSteps>({ method: 'GET', url: `${API}/salon/first-steps` });
    expect(later.body.data.dismissed).toBe(true);
    // The demo salon's card is untouched.
    const demo = await injectAs(t.app, 'owner@example.com');
    expect(
      (await demo<FirstSteps>({ method: 'GET', url: `${API}/salon/first-steps` })).body.data.dismissed,
    ).toBe(false);
  });

  it('refuses every role but the owner', async () => {
    for (const email of ['manager@example.com', 'stylist@example.com', 'admin@example.com']) {
      const as = await injectAs(t.app, email);
      expect((await as({ method: 'GET', url: `${API}/salon/first-steps` })).statusCode, email).toBe(403);
      expect((await as({ method: 'PATCH', url: `${API}/salon/first-steps/dismiss` })).statusCode, email).toBe(
        403,
      );
    }
  });
});
