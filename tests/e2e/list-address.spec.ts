import { signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * Lists keep their place in the address: the search text and the page live in
 * `?q=&page=`, so a reload, Back and a shared link return to the same list.
 */
test('the users list keeps its search and page through reloads, Back and shared links', async ({ page }) => {
  await signIn(page, 'owner@example.com');

  await page.goto('/users');
  const search = page.getByRole('searchbox', { name: 'Search Users...' });
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(16); // the header and 15 clients

  // Page 2, then a reload: still page 2; Back: page 1.
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  const firstPage = (await rows.nth(1).getByRole('cell').nth(1).innerText()).trim();
  await pagination.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/users\?page=2$/);
  // The address changes at once; the rows once page 2 has arrived.
  await expect(rows.nth(1)).not.toContainText(firstPage);
  const secondPage = (await rows.nth(1).getByRole('cell').nth(1).innerText()).trim();
  await page.reload();
  await expect(rows.nth(1)).toContainText(secondPage);
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
  await page.goBack();
  await expect(page).toHaveURL(/\/users$/);
  await expect(rows).toHaveCount(16);
  await expect(rows.nth(1)).not.toContainText(secondPage);

  // A search is in the address, survives a reload, and starts at page 1.
  await search.fill('ava');
  await expect(page).toHaveURL(/\/users\?q=ava$/);
  await expect(rows).toHaveCount(2);
  await page.reload();
  await expect(search).toHaveValue('ava');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Ava Thompson');

  // A shared link opens the same list.
  await page.goto('/users?q=grace');
  await expect(search).toHaveValue('grace');
  await expect(rows.nth(1)).toContainText('Grace Miller');
});
