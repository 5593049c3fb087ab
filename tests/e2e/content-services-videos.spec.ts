import type { Page } from '@playwright/test';
import { signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * Services and videos on the built apps and server: reordering service categories by drag and drop (the
 * order survives a reload), and playing the seeded demo video from its middle, served with range requests.
 */

/** Titles of the category rows, top to bottom. */
function categoryTitles(page: Page) {
  return page.getByTestId('category-row').locator('td:nth-child(3)').allTextContents();
}

test('the owner reorders service categories by drag and drop and the order is kept', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'Service' })).toBeVisible();
  await expect.poll(() => categoryTitles(page)).toEqual(['Haircuts', 'Colour', 'Treatments']);

  const rankCall = page.waitForRequest(
    (request) =>
      request.method() === 'PATCH' && request.url().endsWith('/api/v1/service/rank-update-service'),
  );
  const treatments = page.getByTestId('category-row').filter({ hasText: 'Treatments' });
  const haircuts = page.getByTestId('category-row').filter({ hasText: 'Haircuts' });
  await treatments.getByTestId('drag-handle').dragTo(haircuts);
  const sent = (await rankCall).postDataJSON() as { ids: Array<{ _id: string; rank: number }> };
  expect(sent.ids.map((entry) => entry.rank)).toEqual([0, 1, 2]);
  await expect(page.getByText('Order saved')).toBeVisible();
  await expect.poll(() => categoryTitles(page)).toEqual(['Treatments', 'Haircuts', 'Colour']);

  await page.reload();
  await expect.poll(() => categoryTitles(page)).toEqual(['Treatments', 'Haircuts', 'Colour']);
});

test('a stylist plays the seeded video from its middle, fetched with range requests', async ({ page }) => {
  const partial: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/uploads/') && response.status() === 206) partial.push(response.url());
  });
  await signIn(page, 'stylist@example.com');
  await page.goto('/videos');
  await expect(page.getByRole('heading', { name: 'List of all video contents' })).toBeVisible();
  await page.getByRole('link', { name: 'Blow-dry basics' }).click();
  await expect(page).toHaveURL(/\/videos\/71de0000-0000-4000-8000-000000000001$/);
  await expect(page.getByRole('heading', { name: 'Blow-dry basics' })).toBeVisible();
  // The seed's 48 views, plus this load.
  await expect(page.getByText('49', { exact: true })).toBeVisible();

  const player = page.getByTestId('video-player');
  const result = await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    if (video.readyState < 1)
      await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
    const middle = video.duration / 2;
    const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    video.currentTime = middle;
    await seeked;
    const from = video.currentTime;
    await video.play();
    await new Promise((resolve) => setTimeout(resolve, 700));
    video.pause();
    return { duration: video.duration, middle, from, now: video.currentTime };
  });
  expect(result.duration).toBeGreaterThan(3);
  expect(result.from).toBeCloseTo(result.middle, 1);
  expect(result.now).toBeGreaterThan(result.middle + 0.2);
  expect(partial.length).toBeGreaterThan(0);
});
