import { describe, expect, it } from 'vitest';
import type { WebsiteServiceGroup } from '@salon/api/services/schemas';
import type { WebsiteInfo } from '@salon/api/website-settings/schemas';
import { subServiceId } from '../src/seed/services-videos';
import { saveMensCutPolicy } from './booking-steps';
import { call } from './helper';
import { useSession, useTestApp } from './use-test-app';

/*
 * What a booking takes is told before Book: the public service list carries each service's deposit
 * rule (or card on file), and the public salon info the salon's payment policy text.
 */
const API = '/api/v1';
const POLICY_TEXT = 'Deposits are refunded when you cancel at least 24 hours ahead.';

const t = useTestApp();
const owner = useSession(t, 'owner@example.com');

describe('the public booking page before Book', () => {
  it('carries the deposit of a service and the salon’s payment policy text', async () => {
    const saved = await saveMensCutPolicy(owner, {
      paymentPolicy: 'deposit',
      deposit: { kind: 'fixed', value: 10 },
    });
    expect(saved.statusCode, saved.body.message).toBe(200);
    const policy = await owner({
      method: 'POST',
      url: `${API}/booking-policy/update`,
      payload: { cutoffMinutes: 24 * 60, paymentPolicyText: POLICY_TEXT },
    });
    expect(policy.statusCode, policy.body.message).toBe(200);

    const groups = await call<WebsiteServiceGroup[]>(t.app, {
      method: 'GET',
      url: `${API}/service/get-website-service-groupby-category?name=demo-salon`,
    });
    const mensCut = groups.body.data
      .flatMap((group) => group.subService)
      .find((s) => s._id === subServiceId(3));
    expect(mensCut).toMatchObject({ paymentPolicy: 'deposit', deposit: { kind: 'fixed', value: 10 } });

    const info = await call<WebsiteInfo>(t.app, {
      method: 'GET',
      url: `${API}/website/get-website-setting-by-name?name=demo-salon`,
    });
    expect(info.statusCode, info.body.message).toBe(200);
    expect(info.body.data.salon.paymentPolicyText).toBe(POLICY_TEXT);
  });
});
