import { authHandlers } from '@salon/api/mocks/handlers/auth';
import { freshHandlers } from '@salon/api/mocks/stateful';
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
 * `mswLoader` of msw-storybook-addon (CSF3), then the story's handlers again with the role-following
 * default `auth` handlers, and a new copy of every handler set that keeps state (`stateful` in
 * @salon/api/mocks/stateful): a set made once (a meta's parameters, the preview's defaults) would
 * otherwise carry one story's writes into every later story of its file, and of the worker's page.
 */
export const mswRoleLoader: Loader = async (context) => {
  await baseLoader(context);
  const role: Role | null = roleOf(context.args.role);
  const msw = context.parameters.msw as { handlers?: KeyedHandlers } | undefined;
  const handlers = msw?.handlers;
  if (!handlers) return {};
  const roleAuth =
    !Array.isArray(handlers) && role !== null && role !== 'salon' && handlers.auth === DEFAULT_AUTH_HANDLERS;
  const entries = Array.isArray(handlers) ? [['', handlers] as const] : Object.entries(handlers);
  const worker = (context as unknown as { msw: MswApi }).msw;
  worker.resetHandlers();
  worker.use(
    ...freshHandlers(
      entries.flatMap(([key, value]) =>
        key === 'auth' && roleAuth ? authHandlers(role) : ([] as AnyHandler[]).concat(value ?? []),
      ),
    ),
  );
  return {};
};
