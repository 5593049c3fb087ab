import type { Page } from '@playwright/test';
import { signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * The stylist calendar against the built server and the seeded demo platform (spec 2 §2 Calendar, §4,
 * §5; spec 1 §2 side panel): a salon owner manages Stella Romano's business hours, slots and
 * appointments (moving one with the keyboard only), re-statuses a waiting appointment on the waitlist,
 * and a stylist sees only their own calendar.
 */
const STELLA = '0e5e0000-0000-4000-8000-000000000005';
const JAMES = '0e5e0000-0000-4000-8000-000000000010';

const toast = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true }).first()).toBeVisible();

/** Picks a react-select option with the keyboard: focus, type to filter, Enter. */
async function pick(page: Page, label: RegExp, text: string | null) {
  const input = page.getByLabel(label);
  await input.focus();
  if (text) await input.pressSequentially(text);
  else await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

test('a salon owner runs a stylist calendar end to end', async ({ page }) => {
  test.slow(); // hours, slots, a booking moved and deleted, the waitlist: one long journey
  await signIn(page, 'owner@example.com');
  await page.goto(`/stylist-sessions/${STELLA}/Stella%20Romano`);
  await expect(page.getByRole('heading', { level: 1, name: "Stella Romano's Availabilities" })).toBeVisible();
  const week = page.getByRole('grid', { name: /^Week of/ });
  await expect(week).toBeVisible();

  // Weekly business hours: open, keep the seeded hours, save.
  await page.getByRole('button', { name: 'Change hours' }).click();
  await page.getByRole('menuitem', { name: 'Change Weekly by hour' }).click();
  const hours = page.getByRole('dialog', { name: 'Weekly Business Hours' });
  await expect(hours.getByText('Closed')).toBeVisible();
  await hours.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Business hours saved successfully');
  await expect(hours).toBeHidden();

  // Two weeks ahead: no seeded appointments yet, slots from the business hours.
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();

  // Create a slot on Sunday morning (closed day), then delete it.
  await week.getByRole('button', { name: /^Create slot Sun, \w+ \d+ 08:00$/ }).click();
  const slotForm = page.getByRole('dialog', { name: 'Create Slot' });
  await slotForm.getByRole('button', { name: 'Create' }).click();
  await toast(page, 'Slot created successfully');
  await week.getByRole('button', { name: /^Delete slot Sun, \w+ \d+ 08:00$/ }).click();
  await page.getByRole('dialog', { name: 'Delete Slot' }).getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Slot deleted successfully');
  await expect(week.getByRole('button', { name: /^Create slot Sun, \w+ \d+ 08:00$/ })).toBeEnabled();

  // Book Tuesday 10:00.
  await week.getByRole('button', { name: /^Book appointment Tue, \w+ \d+ 10:00$/ }).click();
  const booking = page.getByRole('dialog', { name: 'Book Appointment' });
  await pick(page, /^Service/, null);
  await booking.getByLabel(/^Client name/).fill('Erin Tester');
  await booking.getByLabel(/^Email/).fill('erin.tester@example.com');
  await booking.getByLabel(/^Phone/).fill('2125550161');
  await pick(page, /^Gender/, null);
  await booking.getByRole('button', { name: 'Book' }).click();
  await toast(page, 'Appointment booked successfully');
  const chip = week.getByRole('button', { name: /^Erin Tester.*Tue, \w+ \d+ 10:00/ });
  await expect(chip).toBeVisible();

  // It shows in the side panel.
  await expect(page.getByRole('list', { name: 'Upcoming Appointments' })).toContainText('Erin Tester');

  // Move it to 11:30 with the keyboard only.
  await chip.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: 'Move Appointment' });
  await page.getByLabel(/^New time/).focus();
  await page.keyboard.type('11:30');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(move.getByRole('button', { name: 'Move' })).toBeFocused();
  await page.keyboard.press('Enter');
  await toast(page, 'Appointment updated successfully');
  const moved = week.getByRole('button', { name: /^Erin Tester.*Tue, \w+ \d+ 11:30/ });
  await expect(moved).toBeVisible();

  // Delete it.
  await moved.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Appointment' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await toast(page, 'Appointment deleted successfully');
  await expect(week.getByRole('button', { name: /^Erin Tester/ })).toHaveCount(0);

  // Re-status a waiting appointment on the waitlist.
  await page.getByRole('button', { name: 'Waitlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Stella Romano's Waitlist" })).toBeVisible();
  const status = page.getByRole('combobox', { name: /^Status of Emily Johnson/ });
  await expect(status).toBeEnabled();
  // The dropdown opens on the current status (Waiting); the option above it is Confirmed.
  await status.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await toast(page, 'Appointment confirmed');
  await expect(page.getByRole('combobox', { name: /^Status of Emily Johnson/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Availabilities' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Stella Romano's Availabilities" })).toBeVisible();
});

test('a stylist sees only their own calendar', async ({ page }) => {
  await signIn(page, 'stylist@example.com');
  await page.getByRole('link', { name: 'My Availabilities' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Stella Romano's Availabilities" })).toBeVisible();
  await expect(page.getByRole('grid', { name: /^Week of/ })).toBeVisible();

  await page.goto(`/stylist-sessions/${JAMES}/James%20Carter`);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/waitlist/${JAMES}/James%20Carter`);
  await expect(page).toHaveURL(/\/$/);
});
