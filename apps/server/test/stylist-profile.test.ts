import { describe, expect, it } from 'vitest';
import type { Profile } from '@salon/api/auth/schemas';
import { subServiceId } from '../src/seed/services-videos';
import { injectAs } from './helper';
import { useTestApp } from './use-test-app';

/**
 * My Profile of a stylist carries the services they offer (their stylist settings): saving the profile
 * keeps them, stores the ones the form sends, and refuses services of another salon.
 */
const t = useTestApp();

describe('a stylist editing their profile', () => {
  const address = '12 Spring Street, New York, NY 10012';
  const details = { name: 'Priya Shah', email: 'priya.shah@example.com', phone: '2125550117', address };

  it('keeps their services when the form sends none, and stores the ones it sends', async () => {
    const priya = await injectAs(t.app, 'priya.shah@example.com');
    const read = async () =>
      (await priya<Profile>({ method: 'GET', url: '/api/v1/users/get-user' })).body.data;
    const before = (await read()).services;
    expect(before?.length).toBeGreaterThan(0);

    const kept = await priya<Profile>({
      method: 'PATCH',
      url: '/api/v1/users/update-profile',
      payload: details,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.body.data.services).toEqual(before);
    // The form sends back what it was given: nothing is dropped.
    const resent = await priya<Profile>({
      method: 'PATCH',
      url: '/api/v1/users/update-profile',
      payload: { ...details, services: before!.map((service) => service._id) },
    });
    expect(resent.body, JSON.stringify(resent.body)).toMatchObject({ status: true });
    expect(resent.body.data.services).toEqual(before);

    const chosen = [subServiceId(2), subServiceId(6)];
    const saved = await priya<Profile>({
      method: 'PATCH',
      url: '/api/v1/users/update-profile',
      payload: { ...details, services: chosen },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.services?.map((service) => service._id)).toEqual(chosen);
    expect((await read()).services?.map((service) => service._id)).toEqual(chosen);
    // The salon's Stylist Settings show the same services.
    const owner = await injectAs(t.app, 'owner@example.com');
    const settings = await owner<{ services: string[] }>({
      method: 'GET',
      url: `/api/v1/stylist/get-stylist-settings?stylistId=${priya.info._id}`,
    });
    expect(settings.body.data.services).toEqual(chosen);
  });

  it("refuses another salon's services (400) and changes nothing", async () => {
    const priya = await injectAs(t.app, 'priya.shah@example.com');
    const before = (await priya<Profile>({ method: 'GET', url: '/api/v1/users/get-user' })).body.data;
    const answer = await priya({
      method: 'PATCH',
      url: '/api/v1/users/update-profile',
      payload: { ...details, name: 'Someone Else', services: [subServiceId(17)] },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('services: must be services of this salon');
    const after = (await priya<Profile>({ method: 'GET', url: '/api/v1/users/get-user' })).body.data;
    expect(after.name).toBe(before.name);
    expect(after.services).toEqual(before.services);
  });
});
