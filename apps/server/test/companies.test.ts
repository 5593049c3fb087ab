import { describe, expect, it } from 'vitest';
import type { Company } from '@salon/api/companies/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { injectAs, loginAs } from './helper';
import { useSession, useTestApp } from './use-test-app';
import { accountsOf } from './matrix/types';

const API = '/api/v1';
/** Spree Digital GmbH, a company of Second Salon (seed/clients.ts). */
const OTHER_COMPANY = '0e5e0000-0000-4000-8000-000000000063';

const t = useTestApp();
const owner = useSession(t, 'owner@example.com');

let sequence = 0;
function newCompany(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `Acme ${sequence}`,
    email: `acme.${sequence}@example.com`,
    phone: String(9175550000 + sequence),
    address: '1 Acme Way, New York, NY 10001',
    role: 'company',
    ...overrides,
  };
}

const list = (as: typeof owner, query = '') =>
  as<Paged<Company>>({ method: 'GET', url: `${API}/stylist/get-company?pageSize=20${query}` });
const save = (as: typeof owner, payload: Record<string, unknown>) =>
  as<Company>({ method: 'POST', url: `${API}/stylist/create-company`, payload });

describe('companies', () => {
  it('lists the salon companies only, by name, searched on the server', async () => {
    const answer = await list(owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.result.map((company) => company.name)).toEqual([
      'Brightline Media',
      'Cora Hayes',
      'Harbor Health Clinic',
      'Northwind Traders',
    ]);
    expect(answer.body.data.result[0]).toEqual({
      _id: '0e5e0000-0000-4000-8000-000000000060',
      name: 'Brightline Media',
      email: 'office@brightline.example.com',
      phone: '2125550301',
      address: '350 Fifth Avenue, New York, NY 10118',
      active: true,
      role: 'company',
    });
    expect((await list(owner, '&filterValue=water street')).body.data.result.map((c) => c.name)).toEqual([
      'Northwind Traders',
    ]);
    expect((await list(owner, '&filterValue=spree')).body.data.totalCount).toBe(0);
    const owner2 = await injectAs(t.app, 'owner2@example.com');
    expect((await list(owner2)).body.data.result.map((company) => company.name)).toEqual([
      'Spree Digital GmbH',
    ]);
  });

  it('creates, updates, disables and deletes a company', async () => {
    const manager = await injectAs(t.app, 'manager@example.com');
    const created = await save(manager, newCompany());
    expect(created.statusCode).toBe(200);
    expect(created.body.message).toBe('Company created successfully');
    const id = created.body.data._id;

    const updated = await save(manager, newCompany({ id, name: 'Acme Renamed' }));
    expect(updated.body).toMatchObject({
      message: 'Company updated successfully',
      data: { name: 'Acme Renamed' },
    });

    const off = await manager<Company>({
      method: 'PATCH',
      url: `${API}/stylist/enable-disable-company?id=${id}`,
      payload: { enable: false },
    });
    expect(off.body).toMatchObject({ message: 'Company disabled successfully', data: { active: false } });

    const deleted = await manager({ method: 'DELETE', url: `${API}/stylist/delete-company?id=${id}` });
    expect(deleted.body.message).toBe('Company deleted successfully');
    expect(
      (await manager({ method: 'DELETE', url: `${API}/stylist/delete-company?id=${id}` })).statusCode,
    ).toBe(404);
  });

  it('a disabled company account cannot sign in', async () => {
    const cora = '0e5e0000-0000-4000-8000-000000000007';
    await owner({
      method: 'PATCH',
      url: `${API}/stylist/enable-disable-company?id=${cora}`,
      payload: { enable: false },
    });
    await expect(loginAs(t.app, 'company@example.com')).rejects.toThrow('Your account is disabled');
    await owner({
      method: 'PATCH',
      url: `${API}/stylist/enable-disable-company?id=${cora}`,
      payload: { enable: true },
    });
    await expect(loginAs(t.app, 'company@example.com')).resolves.toMatchObject({ role: 'company' });
  });

  it('answers 409 for a used e-mail or a phone used in the salon', async () => {
    const email = await save(owner, newCompany({ email: 'Owner2@example.com' }));
    expect(email.statusCode).toBe(409);
    expect(email.body.message).toBe('An account with this email address already exists');
    const phone = await save(owner, newCompany({ phone: '2125550134' }));
    expect(phone.statusCode).toBe(409);
    expect(phone.body.message).toBe('An account with this phone number already exists in this salon');
  });

  it('answers 404 for another salon company and changes nothing', async () => {
    expect((await save(owner, newCompany({ id: OTHER_COMPANY, name: 'Hijacked' }))).statusCode).toBe(404);
    const toggle = await owner({
      method: 'PATCH',
      url: `${API}/stylist/enable-disable-company?id=${OTHER_COMPANY}`,
      payload: { enable: false },
    });
    expect(toggle.statusCode).toBe(404);
    expect(
      (await owner({ method: 'DELETE', url: `${API}/stylist/delete-company?id=${OTHER_COMPANY}` }))
        .statusCode,
    ).toBe(404);
    const owner2 = await injectAs(t.app, 'owner2@example.com');
    expect((await list(owner2)).body.data.result).toEqual([
      expect.objectContaining({ _id: OTHER_COMPANY, name: 'Spree Digital GmbH', active: true }),
    ]);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ email: 'acme@' }, 'email: must be a valid e-mail address'],
    [{ phone: '12345' }, 'phone: must be 10 digits'],
    [{ address: '' }, 'address'],
    [{ role: 'salon' }, 'role'],
  ])('rejects %j with 400', async (overrides, message) => {
    const answer = await save(owner, newCompany(overrides));
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it('is closed to the admin, stylist, client and company roles', async () => {
    for (const email of accountsOf('admin', 'stylist', 'user', 'company')) {
      const as = await injectAs(t.app, email);
      expect((await list(as)).statusCode, email).toBe(403);
      expect((await save(as, newCompany())).statusCode, email).toBe(403);
    }
  });
});
