import { expect } from 'storybook/test';

/**
 * A story on the 1440 × 900 laptop: the test runs at that size (`globals.viewport`), and the
 * `viewport:wide` tag makes the screenshot test shoot it there too.
 */
export const WIDE_STORY = {
  globals: { viewport: { value: 'wide' } },
} as const;

/** `inner` lies wholly inside `outer` (a cell inside its card, nothing cut off at the right). */
export async function expectInside(inner: Element, outer: Element): Promise<void> {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  await expect({ left: a.left >= b.left - 0.5, right: a.right <= b.right + 0.5 }).toEqual({
    left: true,
    right: true,
  });
}
