import { DEMO_SALON_ID, SECOND_SALON_ID } from '../../src/seed/demo-data';
import type { TestApp } from '../helper';
import { ALL, type Matrix, type Scope } from './types';

/** `own` is Demo Salon's versions, `other` Second Salon's: the admin manages every salon's. */
const salonOf = (scope: Scope) => (scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID);

let sequence = 0;
function titles() {
  sequence += 1;
  return { versionTitleAndroid: `9.${sequence}.${Date.now() % 100000}`, versionTitleIOS: `9.${sequence}.0` };
}

/** A disabled version of the scope's salon, created for one call (deletes never touch the seed). */
async function freshVersion(t: TestApp, scope: Scope): Promise<string> {
  const { versionTitleAndroid, versionTitleIOS } = titles();
  const row = await t.repositories.appVersions.create(salonOf(scope), {
    versionTitleAndroid,
    versionTitleIos: versionTitleIOS,
    packageName: 'com.matrix.app',
    bundleId: 'com.matrix.ios',
    enable: false,
  });
  return row.id;
}

/** Spec 2 §6: only the platform admin; everyone else 403, whichever salon is named. */
const ADMIN = ALL(403, { admin: 200 });

export const appVersionsMatrix: Matrix = {
  'GET /version/get-version': {
    request: (scope) => ({ url: `/version/get-version?salon=${salonOf(scope)}&pageNumber=1&pageSize=20` }),
    own: ADMIN,
    other: ADMIN,
  },
  'POST /version/add-version': {
    request: (scope) => ({
      url: '/version/add-version',
      payload: {
        salon: salonOf(scope),
        ...titles(),
        packageName: 'com.matrix.app',
        bundleID: 'com.matrix.ios',
        versionDescription: 'Matrix version',
        isCompulsory: false,
      },
    }),
    own: ADMIN,
    other: ADMIN,
  },
  'PATCH /version/enable-disable-version': {
    request: async (scope, t) => ({
      url: `/version/enable-disable-version?id=${await freshVersion(t, scope)}`,
      payload: { salon: salonOf(scope), enable: true },
    }),
    own: ADMIN,
    other: ADMIN,
  },
  'DELETE /version/delete-version': {
    request: async (scope, t) => ({
      url: `/version/delete-version?id=${await freshVersion(t, scope)}&salonId=${salonOf(scope)}`,
    }),
    own: ADMIN,
    other: ADMIN,
  },
};
