import { signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * The front desk on a 390 px phone against the built server: the owner rings up a walk-in's shampoo, pays
 * part in cash (with change) and the rest by card, and gets the numbered receipt; the sale is in Sales.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the owner sells a walk-in a product, split between cash and a card, and prints the receipt', async ({
  page,
}) => {
  await signIn(page, 'owner@example.com');

  await page.goto('/sales/new');
  await page.getByRole('searchbox', { name: /Add a service or product/ }).fill('argan');
  await page.getByRole('button', { name: 'Add Argan Repair Shampoo' }).click();
  const pay = page.getByRole('button', { name: 'Pay $18.00' });
  await expect(pay).toBeEnabled();
  await pay.click();

  const dialog = page.getByRole('dialog', { name: 'Take payment' });
  await dialog.getByRole('radio', { name: 'Cash', exact: true }).click();
  await dialog.getByRole('textbox', { name: /Amount to pay/ }).fill('10.00');
  await dialog.getByRole('textbox', { name: /Cash handed over/ }).fill('20');
  await expect(dialog.getByText('Change due: $10.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Take payment' }).click();

  await expect(dialog.getByRole('textbox', { name: /Amount to pay/ })).toHaveValue('8.00');
  await dialog.getByRole('radio', { name: 'Card', exact: true }).click();
  await dialog.getByRole('textbox', { name: /Card Number/ }).fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Take payment' }).click();

  const paid = page.getByRole('dialog', { name: 'Paid' });
  await expect(paid.getByRole('article', { name: /Receipt \d+/ })).toBeVisible();
  await expect(paid.getByText(/•••• 4242/)).toBeVisible();

  await page.goto('/sales');
  await expect(page.getByText('Argan Repair Shampoo').first()).toBeVisible();
});
