import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { settlePage } from './settle';

/**
 * The screenshot of each catalogue story (a `catalogue:<id>` tag, see ../shared/catalogue.md), taken in
 * its own story test once the play function and axe have run, so a story renders once for both, and
 * compared with its baseline, tests/visual/__baselines__/<story id with `__` for `--`>.png (vitest keeps
 * letters, digits, `_` and single `-` of a name): renaming a story renames its baseline. `visual:skip`
 * opts a story out. `npm run test:visual:update` rewrites the baselines; scripts/check-baselines.mjs
 * fails on a baseline without its story.
 */
const baselineName = (storyId: string) => storyId.replace('--', '__');
interface StoryOfTest {
  id: string;
  tags: string[];
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryOfTest }).story;
  if (!story || context.task.result?.state === 'fail') return;
  const { tags } = story;
  if (!tags.some((tag) => tag.startsWith('catalogue:')) || tags.includes('visual:skip')) return;
  // The whole page from its top, as a full-page screenshot shows it: the frame grows with the page's
  // height while its sections, images and fonts arrive (settle.ts), two frames at each new size (a busy
  // machine otherwise shoots the grown page before it is painted). Below the frame nothing is painted.
  window.scrollTo(0, 0);
  await settlePage(async (height) => {
    await page.viewport(window.innerWidth, height);
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
  });
  // Images decoded and fonts ready: a picture never catches one half-drawn.
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  await document.fonts.ready;
  // Two screenshots in a row must agree: on a busy machine a tall page takes longer than the default 5 s.
  await expect
    .element(page.elementLocator(document.body), { timeout: 20_000 })
    .toMatchScreenshot(baselineName(story.id), { timeout: 15_000 });
});
