import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../src/app';
import type { ContainerOptions } from '../src/container';
import { buildTestApp, injectAs, type TestApp } from './helper';

/** A signed-in caller: `inject` with the account's token, and the account (`info`). */
export type Session = Awaited<ReturnType<typeof injectAs>>;

function built<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is made in beforeAll: use it in a hook or a test`);
  return value;
}

/**
 * The test app of a file or describe block: built in `beforeAll`, closed in `afterAll`. The object
 * is there at once and reads the built app, so the file keeps one `const t` instead of its own hooks.
 */
export function useTestApp(
  options: Partial<AppOptions> = {},
  containerOptions: Partial<ContainerOptions> = {},
  /** When the demo data is placed from (buildTestApp: the app's clock by default). */
  seedAt?: Date,
): TestApp {
  let app: TestApp | undefined;
  const current = () => built(app, 'The test app');
  beforeAll(async () => {
    app = await buildTestApp(options, containerOptions, seedAt);
  });
  afterAll(() => app?.close());
  return {
    get app() {
      return current().app;
    },
    get container() {
      return current().container;
    },
    get repositories() {
      return current().repositories;
    },
    get mailer() {
      return current().mailer;
    },
    mails: () => current().mails(),
    get push() {
      return current().push;
    },
    pushes: () => current().pushes(),
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
}

/**
 * A session of `email` on the app of `useTestApp`, signed in by a `beforeAll` (hooks run in the order
 * they are declared, so after the app is built and after any setup declared before it).
 */
export function useSession(t: TestApp, email: string): Session {
  let session: Session | undefined;
  const current = () => built(session, `The session of ${email}`);
  beforeAll(async () => {
    session = await injectAs(t.app, email);
  });
  const inject = <D = unknown>(options: InjectOptions) => current()<D>(options);
  return Object.defineProperty(inject, 'info', { get: () => current().info }) as Session;
}
