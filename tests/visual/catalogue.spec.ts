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

/** Waits until Storybook has rendered the story and run its play function (and a11y's afterEach). */
async function storySettled(page: Page): Promise<void> {
  const handle = await page.waitForFunction(
    ([settled, failed]) => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
      ).__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      if (phase && (settled!.includes(phase) || failed!.includes(phase))) return phase;
      // An error thrown while rendering replaces the story with Storybook's error display.
      if (document.body.classList.contains('sb-show-errordisplay')) return 'errored';
      return false;
    },
    [SETTLED, FAILED],
    { timeout: 30_000 },
  );
  const phase = (await handle.jsonValue()) as string;
  if (phase === 'errored') {
    const message = await page
      .locator('#error-message')
      .innerText()
      .catch(() => '');
    throw new Error(`the story failed to render or its play function threw: ${message}`);
  }
  expect(FAILED).not.toContain(phase);
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

async function screenshotStory(page: Page, story: IndexEntry, pageErrors: string[]): Promise<void> {
  // Axe runs in the vitest story tests; here it would only slow every story down.
  await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=a11y.manual:!true`);
  await storySettled(page);
  if (!(story.tags ?? []).some((tag) => PENDING_STATES.includes(tag))) {
    // Data and images have arrived; a request left pending on purpose must not stall the run.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  }
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.locator('#storybook-root')).not.toBeEmpty();
  expect(pageErrors, 'no uncaught errors (an unmocked request is one)').toEqual([]);

  await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
}
