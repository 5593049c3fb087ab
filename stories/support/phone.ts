import { expect, waitFor } from 'storybook/test';

/**
 * A story on the 390 × 844 phone: the test runs at that size (`globals.viewport`), and the
 * `viewport:phone` tag makes the screenshot test shoot it there too.
 */
export const PHONE_STORY = {
  globals: { viewport: { value: 'phone' } },
} as const;

/** The page does not scroll sideways: everything fits the phone's width (tables scroll inside their card). */
export async function expectNoSidewaysScroll(): Promise<void> {
  await expect(window.innerWidth).toBeLessThanOrEqual(390);
  await waitFor(() =>
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth),
  );
}
