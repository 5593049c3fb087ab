import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './admin-steps';
import { expect } from './fixtures';

/** The demo salon's service the payment specs change for their own run, and put back afterwards. */
export const POLICY_SERVICE = 'Deep Conditioning';

interface ServiceGroup {
  _id: string;
  subService: Array<{ _id: string; title: string }>;
}

/** The owner's API token, for setting a spec's data up as the owner's pages would. */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/users/login', {
    data: { email: 'owner@example.com', password: DEMO_PASSWORD },
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * Deep Conditioning ($40, 30 min) with a payment policy, saved as the owner's service modal saves it:
 * none, a deposit of a kind and value, or a card on file.
 */
export async function setServicePayment(
  request: APIRequestContext,
  token: string,
  payment:
    | { paymentPolicy: 'none' | 'card' }
    | { paymentPolicy: 'deposit'; deposit: { kind: 'percent' | 'fixed'; value: number } },
): Promise<void> {
  const groups = await request.get('/api/v1/service/get-website-service-groupby-category', {
    params: { name: 'demo-salon' },
  });
  const list = ((await groups.json()) as { data: ServiceGroup[] }).data;
  const group = list.find((entry) => entry.subService.some((service) => service.title === POLICY_SERVICE))!;
  const service = group.subService.find((entry) => entry.title === POLICY_SERVICE)!;
  const saved = await request.post('/api/v1/service/add-service', {
    headers: { token },
    data: {
      id: service._id,
      isMainService: false,
      title: POLICY_SERVICE,
      service: group._id,
      description: 'Repairing mask with a scalp massage.',
      charges: 40,
      requiredTime: 30,
      leadTime: 0,
      breakTime: 5,
      ...payment,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
