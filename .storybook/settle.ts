import type { SetupWorkerApi } from 'msw/browser';

/** The API's own paths (`/api/...` right after the host), as `.storybook/msw.ts` mocks them. */
export const API_CALL = /^[a-z]+:\/\/[^/]+\/api\//;

/**
 * A call still unanswered after this long is one a story keeps pending on purpose (a loading or
 * submitting state, `mockPending`); MSW answers every other call in milliseconds.
 */
const PENDING_ON_PURPOSE_MS = 1500;

/** The story's API calls that MSW has not answered yet, by request id, with when each started. */
const unanswered = new Map<string, number>();

/** Follows the worker's API calls (MSW's life-cycle events), so a screenshot waits for the answers. */
export function trackApiCalls(events: SetupWorkerApi['events']): void {
  events.on('request:start', ({ request, requestId }) => {
    if (API_CALL.test(request.url)) unanswered.set(requestId, performance.now());
  });
  events.on('request:end', ({ requestId }) => {
    unanswered.delete(requestId);
  });
}

/** A new story: calls an earlier story left pending (on purpose) are not its own. */
export function forgetApiCalls(): void {
  unanswered.clear();
}

/** Sections arrive one by one: the frame grows with them, a few times at most. */
const MAX_GROWS = 5;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/**
 * Waits until the story's page has settled: every API call answered (but those kept pending on purpose),
 * its images and fonts loaded, and the page's height unchanged over two frames. The page's sections load on their own (the site's
 * products after its header, My Profile's plan beside the billing history), so a play function that
 * waits for one section ends before the others arrive; a picture then would catch them half-way.
 * `grow(height)` is called with each new height of the page taller than the frame, so the frame
 * always holds the whole page (what is below the frame is never painted).
 */
export async function settlePage(grow: (height: number) => Promise<void>, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs;
  let lastHeight = -1;
  let steadyFrames = 0;
  let grown = 0;
  let overflow = 0;
  while (performance.now() < deadline) {
    const now = performance.now();
    const loading =
      [...unanswered.values()].some((started) => now - started < PENDING_ON_PURPOSE_MS) ||
      // Lazy images load once the grown frame shows them, and may make the page taller.
      [...document.images].some((image) => !image.complete && image.getClientRects().length > 0) ||
      document.fonts.status === 'loading';
    const height = document.documentElement.scrollHeight;
    // A page as tall as its frame plus something (a 100vh block and a margin) overflows the grown frame
    // by the same amount again: it has its whole height already, and would grow without end.
    const excess = height - window.innerHeight;
    if (excess > 0 && excess !== overflow && grown < MAX_GROWS) {
      grown += 1;
      overflow = excess;
      await grow(height);
    }
    steadyFrames = !loading && height === lastHeight ? steadyFrames + 1 : 0;
    if (steadyFrames >= 2) return;
    lastHeight = height;
    await nextFrame();
  }
}
