import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorForLog } from '../src/plugins/log-redaction';
import { buildTestApp, loginAs, type TestApp } from './helper';

/** Logs carry no client names, e-mails or phone numbers. */
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  t = await buildTestApp({ logger: { level: 'info', stream } });
});
afterAll(() => t.close());

describe('log redaction', () => {
  it('logs requests without their query strings', async () => {
    const { token } = await loginAs(t.app, 'owner@example.com');
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/get-users?filterValue=jane.client%40example.com&pageNumber=1',
      headers: { token },
    });
    const log = lines.join('');
    expect(log).toContain('/api/v1/users/get-users');
    expect(log).not.toContain('jane.client');
  });

  it("keeps a failed query's values out of the error it logs", () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(jane@example.com) already exists.',
    });
    const failed = new Error(
      'Failed query: insert into "users" ("name", "email", "phone") values ($1, $2, $3)\nparams: Jane Client,jane@example.com,2125550100',
      { cause: pgError },
    );
    const logged = JSON.stringify(errorForLog(failed));
    expect(logged).toContain('insert into');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_unique');
    expect(logged).not.toContain('jane@example.com');
    expect(logged).not.toContain('Jane Client');
    expect(logged).not.toContain('2125550100');
  });
});
