import { describe, expect, it } from 'vitest';
import type { AppVersion } from '@salon/api/app-versions/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { CURRENT_APP_VERSION_ID, OLD_APP_VERSION_ID } from '../src/seed/app-versions';
import { DEMO_SALON_ID, SECOND_SALON_ID } from '../src/seed/demo-data';
import { injectAs } from './helper';
import { useSession, useTestApp } from './use-test-app';

const API = '/api/v1';
const UNKNOWN_SALON = '5a1f0000-0000-4000-8000-0000000000ff';

const t = useTestApp();
const admin = useSession(t, 'admin@example.com');

let sequence = 0;
function newVersion(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    salon: DEMO_SALON_ID,
    versionTitleAndroid: `3.${sequence}.0`,
    versionTitleIOS: `3.${sequence}.1`,
    packageName: 'com.demosalon.app',
    bundleID: 'com.demosalon.ios',
    versionDescription: 'New booking flow',
    isCompulsory: false,
    ...overrides,
  };
}

const list = (as: typeof admin, salon: string, query = '') =>
  as<Paged<AppVersion>>({
    method: 'GET',
    url: `${API}/version/get-version?salon=${salon}&pageNumber=1&pageSize=20${query}`,
  });
const add = (as: typeof admin, payload: Record<string, unknown>) =>
  as<AppVersion>({ method: 'POST', url: `${API}/version/add-version`, payload });
const toggle = (as: typeof admin, id: string, salon: string, enable: boolean) =>
  as<AppVersion>({
    method: 'PATCH',
    url: `${API}/version/enable-disable-version?id=${id}`,
    payload: { salon, enable },
  });
const remove = (as: typeof admin, id: string, salonId: string) =>
  as<null>({ method: 'DELETE', url: `${API}/version/delete-version?id=${id}&salonId=${salonId}` });

describe('app versions', () => {
  it('lists the named salon versions only, newest first, searched on the server', async () => {
    const answer = await list(admin, DEMO_SALON_ID);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.result.slice(-2).map((version) => version._id)).toEqual([
      CURRENT_APP_VERSION_ID,
      OLD_APP_VERSION_ID,
    ]);
    expect(answer.body.data.result.find((v) => v._id === OLD_APP_VERSION_ID)).toEqual({
      _id: OLD_APP_VERSION_ID,
      salon: DEMO_SALON_ID,
      versionTitleAndroid: '2.3.1',
      versionTitleIOS: '2.3.2',
      versionDescription: 'Security fixes for signing in.',
      isCompulsory: true,
      enable: false,
      packageName: 'com.demosalon.app',
      bundleID: 'com.demosalon.ios',
      androidStoreUrl: null,
      iosStoreUrl: null,
      createdAt: '2026-01-30T09:00:00.000Z',
    });
    const searched = await list(admin, DEMO_SALON_ID, '&filterValue=security');
    expect(searched.body.data.result.map((version) => version._id)).toEqual([OLD_APP_VERSION_ID]);
    expect((await list(admin, SECOND_SALON_ID)).body.data.totalCount).toBe(0);
  });

  it('paginates on the server', async () => {
    const page = await admin<Paged<AppVersion>>({
      method: 'GET',
      url: `${API}/version/get-version?salon=${DEMO_SALON_ID}&pageNumber=2&pageSize=1`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body.data.result).toHaveLength(1);
    expect(page.body.data.totalPageSize).toBe(page.body.data.totalCount);
  });

  it('adds, enables, disables and deletes a version', async () => {
    const created = await add(
      admin,
      newVersion({ isCompulsory: true, androidStoreUrl: 'https://play.google.com/store/apps/x' }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.body.message).toBe('App version added successfully');
    expect(created.body.data).toMatchObject({
      salon: DEMO_SALON_ID,
      isCompulsory: true,
      enable: true,
      androidStoreUrl: 'https://play.google.com/store/apps/x',
      iosStoreUrl: null,
    });
    const id = created.body.data._id;

    // Delete is offered only once disabled: the server holds the same rule.
    const refused = await remove(admin, id, DEMO_SALON_ID);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('Disable the app version before deleting it');

    const off = await toggle(admin, id, DEMO_SALON_ID, false);
    expect(off.body).toMatchObject({ message: 'App version disabled successfully', data: { enable: false } });
    const on = await toggle(admin, id, DEMO_SALON_ID, true);
    expect(on.body).toMatchObject({ message: 'App version enabled successfully', data: { enable: true } });
    await toggle(admin, id, DEMO_SALON_ID, false);

    const deleted = await remove(admin, id, DEMO_SALON_ID);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body.message).toBe('App version deleted successfully');
    expect((await remove(admin, id, DEMO_SALON_ID)).statusCode).toBe(404);
  });

  it('answers 409 for a version pair the salon already has', async () => {
    const body = newVersion();
    expect((await add(admin, body)).statusCode).toBe(200);
    const again = await add(admin, body);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('This app version already exists for this salon');
    // Another salon may have the same titles.
    expect((await add(admin, { ...body, salon: SECOND_SALON_ID })).statusCode).toBe(200);
  });

  it('keeps each version inside its salon: another salon id answers 404 and changes nothing', async () => {
    const wrongSalon = await toggle(admin, CURRENT_APP_VERSION_ID, SECOND_SALON_ID, false);
    expect(wrongSalon.statusCode).toBe(404);
    expect(wrongSalon.body.message).toBe('App version not found');
    expect((await remove(admin, OLD_APP_VERSION_ID, SECOND_SALON_ID)).statusCode).toBe(404);
    const current = (await list(admin, DEMO_SALON_ID)).body.data.result.find(
      (version) => version._id === CURRENT_APP_VERSION_ID,
    );
    expect(current?.enable).toBe(true);
  });

  it('answers 404 for an unknown salon', async () => {
    for (const answer of [
      await list(admin, UNKNOWN_SALON),
      await add(admin, newVersion({ salon: UNKNOWN_SALON })),
      await toggle(admin, CURRENT_APP_VERSION_ID, UNKNOWN_SALON, false),
      await remove(admin, OLD_APP_VERSION_ID, UNKNOWN_SALON),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe('Salon not found');
    }
  });

  it('validates bodies and queries with 400 and a message, never 500', async () => {
    const missing = await add(admin, newVersion({ versionTitleAndroid: '  ' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toMatch(/versionTitleAndroid/);
    const badUrl = await add(admin, newVersion({ iosStoreUrl: 'javascript:alert(1)' }));
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.body.message).toMatch(/iosStoreUrl/);
    expect((await add(admin, newVersion({ isCompulsory: 'yes' }))).statusCode).toBe(400);
    expect((await list(admin, 'not-a-uuid')).statusCode).toBe(400);
    expect(
      (await admin({ method: 'GET', url: `${API}/version/get-version?pageNumber=1&pageSize=20` })).statusCode,
    ).toBe(400);
    expect((await remove(admin, 'nope', DEMO_SALON_ID)).statusCode).toBe(400);
  });

  it('refuses every role but the admin with 403', async () => {
    for (const email of ['owner@example.com', 'superadmin@example.com', 'manager@example.com']) {
      const other = await injectAs(t.app, email);
      const answer = await list(other, DEMO_SALON_ID);
      expect(answer.statusCode).toBe(403);
      expect(answer.body.message).toBe('Only the platform administrator can manage app versions');
    }
  });
});
