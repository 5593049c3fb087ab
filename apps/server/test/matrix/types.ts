import type { InjectOptions } from 'fastify';
import type { Role } from '@salon/api/shared/schemas';
import type { TestApp } from '../helper';

/** `own` acts on the caller's salon, `other` on the second salon; `anonymous` calls without a token. */
export type Scope = 'own' | 'other';
export type Expected = Record<Role | 'anonymous', number>;

/** A case's request without its method: the method is the case's key's (`POST /path`). */
export type CaseRequest = Omit<InjectOptions, 'method'>;

export interface Case {
  /**
   * The request of one call. May be async and use the test app (`t`) to create what the call consumes
   * (a row to delete), so every role acts on a fresh target. Its headers are kept (multipart bodies).
   */
  request: (scope: Scope, t: TestApp) => CaseRequest | Promise<CaseRequest>;
  own: Expected;
  other?: Expected;
}

export const ALL = (status: number, overrides: Partial<Expected> = {}): Expected => ({
  anonymous: 401,
  superadmin: status,
  admin: status,
  salon: status,
  manager: status,
  stylist: status,
  user: status,
  company: status,
  ...overrides,
});

/** The demo account of each role; `own` is its salon (Demo Salon), `other` the second salon. */
export const ACCOUNTS: Record<Role, string> = {
  superadmin: 'superadmin@example.com',
  admin: 'admin@example.com',
  salon: 'owner@example.com',
  manager: 'manager@example.com',
  stylist: 'stylist@example.com',
  user: 'client@example.com',
  company: 'company@example.com',
};

/** Cases keyed `METHOD /path` as the endpoint declares it (path parameters as `:name`). */
export type Matrix = Record<string, Case>;

/** The demo accounts of `roles`, in that order. */
export const accountsOf = (...roles: Role[]): string[] => roles.map((role) => ACCOUNTS[role]);
