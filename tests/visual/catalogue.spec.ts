import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * One screenshot per catalogue story (a `catalogue:<id>` tag, see ../shared/catalogue.md) of the built
 * Storybook, keyed by story id: renaming a story renames its baseline. `visual:skip` opts a story out.
 * Update baselines with `npm run test:visual:update`.
 */
/**
 * One page per worker, kept across stories: Storybook's preview bundle then loads from the browser's cache
 * instead of a fresh context per test, which made the run several times slower.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, locale, timezoneId, colorScheme, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
      });
      // Storybook reports a play function that threw on its channel and still ends the render
      // 'completed': keep those reports so the test fails on them instead of shooting a half-played story.
      await context.addInitScript(() => {
        const target = window as unknown as Record<string, unknown>;
        let channel: unknown;
        target.__playErrors = [];
        Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
          configurable: true,
          get: () => channel,
          set: (value: { on: (event: string, listener: (error: { message?: string }) => void) => void }) => {
            channel = value;
            value.on('playFunctionThrewException', (error) =>
              (target.__playErrors as string[]).push(error?.message ?? String(error)),
            );
          },
        });
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const INDEX = 'storybook-static/index.json';
const BASELINES = 'tests/visual/__baselines__';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type?: 'story' | 'docs';
  tags?: string[];
}

function readIndex(): { entries: IndexEntry[]; error?: string } {
  if (!existsSync(INDEX))
    return { entries: [], error: `${INDEX} is missing: run npm run build-storybook first` };
  try {
    const json = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries?: Record<string, IndexEntry> };
    return { entries: Object.values(json.entries ?? {}) };
  } catch (error) {
    return { entries: [], error: `${INDEX} cannot be read: ${(error as Error).message}` };
  }
}

const index = readIndex();
const stories = index.entries.filter((entry) => (entry.type ?? 'story') === 'story');
const catalogue = stories.filter((entry) => {
  const tags = entry.tags ?? [];
  return tags.some((tag) => tag.startsWith('catalogue:')) && !tags.includes('visual:skip');
});

test('the Storybook index is built and served', async ({ request }) => {
  expect(index.error, index.error).toBeUndefined();
  expect(stories.length, 'the index holds stories').toBeGreaterThan(0);
  const served = await request.get('/index.json');
  expect(served.ok(), 'the static server serves storybook-static').toBe(true);
});

test('every baseline belongs to a catalogue story', () => {
  test.skip(Boolean(index.error), 'no index');
  const expected = new Set(catalogue.map((story) => `${story.id}.png`));
  const files = existsSync(BASELINES) ? readdirSync(BASELINES).filter((file) => file.endsWith('.png')) : [];
  const orphans = files.filter((file) => !expected.has(file));
  // A renamed or removed story leaves its old baseline behind; updating snapshots deletes it.
  if (['all', 'changed'].includes(test.info().config.updateSnapshots)) {
    for (const file of orphans) rmSync(join(BASELINES, file));
    return;
  }
  expect(orphans, 'baselines without a story: run npm run test:visual:update to delete them').toEqual([]);
});

const SETTLED = ['finished', 'completed'];
/** States whose requests stay pending on purpose (`delay('infinite')`): the network never goes idle. */
const PENDING_STATES = ['state:loading', 'state:submitting'];
const FAILED = ['errored', 'aborted'];

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
  __playErrors?: string[];
}

/**
 * Waits until Storybook has rendered `storyId` and run its play function (and a11y's afterEach). The id
 * matters when switching stories in place: until the new render starts, the previous one reads 'completed'.
 */
async function storySettled(page: Page, storyId: string): Promise<void> {
  const handle = await page.waitForFunction(
    ([id, settled, failed]) => {
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      const phase = render?.id === id ? render.phase : undefined;
      if ((window as unknown as PreviewWindow).__playErrors?.length) return 'errored';
      if (phase && (settled!.includes(phase) || failed!.includes(phase))) return phase;
      // An error thrown while rendering replaces the story with Storybook's error display.
      if (document.body.classList.contains('sb-show-errordisplay')) return 'errored';
      return false;
    },
    [storyId, SETTLED, FAILED] as const,
    { timeout: 30_000 },
  );
  const phase = (await handle.jsonValue()) as string;
  if (phase === 'errored') {
    const played = await page.evaluate(() => (window as unknown as PreviewWindow).__playErrors ?? []);
    const shown = await page
      .locator('#error-message')
      .innerText()
      .catch(() => '');
    // eslint-disable-next-line no-control-regex
    const message = (played.join('\n') || shown).replace(/\u001b\[[0-9;]*m/g, '');
    throw new Error(`the story failed to render or its play function threw: ${message}`);
  }
  expect(FAILED).not.toContain(phase);
}

/**
 * Opens the story by loading the iframe, every time. Rendering the next story in place through Storybook's
 * channel saved about half a second a story, but the MSW handlers of a story file keep their in-memory data
 * between its stories (a coupon added by Create showed in Update's screenshot), so each story's picture
 * depended on which stories ran before it in that page.
 */
async function openStory(page: Page, storyId: string): Promise<void> {
  const pending = trackRequests(page);
  // A request left pending on purpose by the previous story (`delay('infinite')`) never finishes.
  pending.clear();
  await page
    .evaluate(() => {
      const errors = (window as unknown as PreviewWindow).__playErrors;
      if (errors) errors.length = 0;
    })
    .catch(() => undefined);
  // Axe runs in the vitest story tests; here it would only slow every story down. Toasts stay until
  // the next story (preview.tsx), however long the play function took.
  await page.goto(
    `/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=a11y.manual:!true;toastsStay:!true`,
  );
  await storySettled(page, storyId);
}

for (const story of catalogue) {
  test(`${story.title} › ${story.name}`, async ({ storyPage: page }) => {
    const pageErrors: string[] = [];
    const onError = (error: Error) => {
      // The browser's own update check of the MSW worker can lose a race with the next navigation of the
      // reused page; it says nothing about the story.
      if (!/^Failed to update a ServiceWorker/.test(error.message)) pageErrors.push(error.message);
    };
    page.on('pageerror', onError);
    try {
      await screenshotStory(page, story, pageErrors);
    } finally {
      page.off('pageerror', onError);
    }
  });
}

/** Requests of each page not yet answered (the in-place switch never fires a new 'networkidle'). */
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page): Set<unknown> {
  let pending = inFlight.get(page);
  if (!pending) {
    const set = new Set<unknown>();
    page.on('request', (request) => set.add(request));
    page.on('requestfinished', (request) => set.delete(request));
    page.on('requestfailed', (request) => set.delete(request));
    inFlight.set(page, set);
    pending = set;
  }
  return pending;
}

/** Resolves once no request has been in flight for `quietMs` (Playwright's networkidle waits 500 ms). */
async function networkQuiet(page: Page, quietMs = 150, timeoutMs = 10_000): Promise<void> {
  const pending = trackRequests(page);
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(25);
  }
  throw new Error(`requests still in flight after ${timeoutMs} ms`);
}

/**
 * A story tagged `viewport:phone` is shot on a 390 × 844 phone, one tagged `viewport:wide` on a 1440 × 900
 * laptop (issue 12); every other one on the project's size.
 */
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  'viewport:phone': { width: 390, height: 844 },
  'viewport:wide': { width: 1440, height: 900 },
};

async function screenshotStory(page: Page, story: IndexEntry, pageErrors: string[]): Promise<void> {
  const tagged = (story.tags ?? []).find((tag) => tag in VIEWPORTS);
  const viewport = tagged
    ? VIEWPORTS[tagged]!
    : (test.info().project.use.viewport ?? { width: 1280, height: 800 });
  const current = page.viewportSize();
  if (current?.width !== viewport.width || current?.height !== viewport.height) {
    await page.setViewportSize(viewport);
  }
  await openStory(page, story.id);
  if (!(story.tags ?? []).some((tag) => PENDING_STATES.includes(tag))) {
    // Data and images have arrived; a request left pending on purpose must not stall the run.
    await networkQuiet(page).catch(() => undefined);
  }
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.locator('#storybook-root')).not.toBeEmpty();
  expect(pageErrors, 'no uncaught errors (an unmocked request is one)').toEqual([]);

  await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
}
