import { authHandlers } from '@salon/api/mocks/handlers/auth';
import type { Role } from '@salon/api/shared/schemas';
import { http, HttpResponse, type AnyHandler } from 'msw';
import type { MswApi } from 'msw-storybook-addon';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { Loader } from 'storybook/internal/types';
import { API_CALL, trackApiCalls } from './settle';
import { roleOf } from './viewer';

/**
 * The session area's handlers every story gets unless it overrides `parameters.msw.handlers.auth`.
 * When a story keeps this default and has a `role` arg, the loader swaps it for `authHandlers(role)`,
 * so `/users/get-user` answers with the viewer the decorator signed in.
 */
export const DEFAULT_AUTH_HANDLERS = authHandlers('salon');

/**
 * Answers any API call that no story handler matched: a 501 carrying the reason (so the screen shows
 * it) and an uncaught error on the page, which fails the story's test. Handlers given to `setupWorker`
 * survive the loader's `resetHandlers()` and come after the story's own, so this is the last resort.
 */
// The API's own paths only (`/api/...` right after the host): a source module such as
// `/packages/api/src/...`, fetched by Vite when test files share one page, is not an API call.
const missingMock = http.all(API_CALL, ({ request }) => {
  const url = new URL(request.url);
  const message = `No MSW handler for ${request.method} ${url.pathname}${url.search}: add one to parameters.msw.handlers`;
  reportError(new Error(message));
  return HttpResponse.json({ status: false, message }, { status: 501 });
});

async function startWorker(): Promise<MswApi> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(missingMock);
  trackApiCalls(worker.events);
  await worker.start({
    quiet: true,
    // Requests to other hosts are unmocked too (the network is closed anyway): MSW logs and errors
    // them. Module, asset and test-runner requests of Storybook, Vite and Vitest pass through.
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (url.origin !== location.origin && !/fonts\.(googleapis|gstatic)\.com$/.test(url.hostname))
        print.error();
    },
  });
  return worker;
}

const baseLoader = mswLoader(startWorker);

type KeyedHandlers = Record<string, AnyHandler | AnyHandler[]>;

/**
 * Default handler sets of preview.tsx that hold state (the subscription that a story cancels): one set
 * made when the preview loads, and its maker, so that each story gets a set of its own. (The story
 * files of one test worker share one page and one preview: a set made once would carry one story's
 * writes into every later story.)
 */
const statefulDefaults = new Map<AnyHandler[], () => AnyHandler[]>();

/** A default handler set of preview.tsx that the loader makes anew for every story. */
export function freshPerStory(make: () => AnyHandler[]): AnyHandler[] {
  const handlers = make();
  statefulDefaults.set(handlers, make);
  return handlers;
}

/**
 * `mswLoader` of msw-storybook-addon (CSF3), plus the role-following default `auth` handlers and a
 * fresh copy of each stateful default set (`freshPerStory`).
 */
export const mswRoleLoader: Loader = async (context) => {
  await baseLoader(context);
  const role: Role | null = roleOf(context.args.role);
  const msw = context.parameters.msw as { handlers?: KeyedHandlers } | undefined;
  const handlers = msw?.handlers;
  if (!handlers || Array.isArray(handlers)) return {};
  const roleAuth = role !== null && role !== 'salon' && handlers.auth === DEFAULT_AUTH_HANDLERS;
  const makerOf = (value: AnyHandler | AnyHandler[] | undefined) =>
    Array.isArray(value) ? statefulDefaults.get(value) : undefined;
  if (!roleAuth && !Object.values(handlers).some(makerOf)) return {};
  const worker = (context as unknown as { msw: MswApi }).msw;
  worker.resetHandlers();
  worker.use(
    ...Object.entries(handlers).flatMap(([key, value]) => {
      if (key === 'auth' && roleAuth) return authHandlers(role);
      const make = makerOf(value);
      return make ? make() : ([] as AnyHandler[]).concat(value ?? []);
    }),
  );
  return {};
};
