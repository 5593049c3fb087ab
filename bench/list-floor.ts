// The floor of the paged-list benchmark (bench/list-throughput.ts): a bare `node:http` server whose
// handler runs only what the list cannot do without, the session check and the page with its total,
// as named prepared statements on the app's own `pg` pool, and answers their rows as JSON. No framework,
// token signature, validation, mapping or security headers: no version of the app can be faster than
// this. The statements are those of SessionRepository.check and ClientRepository.list (unfiltered salon
// list), written out.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import type { DatabaseHandle } from '../apps/server/src/db/client';

const SESSION_CHECK = `
  select sessions.id, sessions.salon_id, sessions.expires_at, sessions.revoked_at, users.id, users.role,
    users.salon_id, users.active, salons.active
  from sessions inner join users on users.id = sessions.user_id left join salons on salons.id = users.salon_id
  where sessions.id = $1`;

const CLIENTS_PAGE = `
  select total, page.* from (
    select coalesce(sum(clients), 0)::int as total from client_tallies where salon_id = $1
  ) total left join lateral (
    select users.id, users.name, users.email, users.phone, users.gender, users.stylist_id, users.client_note,
      users.active, users.platform, stylists.name as stylist_name
    from users left join users stylists on stylists.id = users.stylist_id
    where users.role = 'user' and users.salon_id = $2
    order by lower(users.name), users.id limit $3 offset $4
  ) page on true`;

/** The session id (`sid`) of a session token, read without checking it (the floor skips the check). */
function sessionIdOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sid: string;
  };
  return claims.sid;
}

/** Starts the floor server for the signed-in `token`; answers page 1 of 10 of the token's salon. */
export async function startListFloor(handle: DatabaseHandle, token: string) {
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const sessionId = sessionIdOf(token);
  const server = createServer((_request, response) => {
    void (async () => {
      // Rows as arrays, as Drizzle reads them; the user's salon is the session check's seventh column.
      const session = await pool.query<unknown[]>({
        name: 'floor_session',
        text: SESSION_CHECK,
        values: [sessionId],
        rowMode: 'array',
      });
      const salonId = session.rows[0]?.[6] as string;
      const page = await pool.query<unknown[]>({
        name: 'floor_page',
        text: CLIENTS_PAGE,
        values: [salonId, salonId, 10, 0],
        rowMode: 'array',
      });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ status: true, message: 'Success', data: { result: page.rows } }));
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
