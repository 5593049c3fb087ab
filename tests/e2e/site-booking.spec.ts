import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The public booking page on a 390 px phone, with the keyboard alone: a guest picks a service and a
 * free slot, fills the booking form and sees Thank You; the slot then shows as Confirmed and cannot be
 * chosen; the confirmation e-mail carries its .ics, and its cancel link's page cancels the booking
 * (spec 2 §2 "Public booking page", §4, §5, §7). The e-mail and phone are this spec's own.
 */
const EMAIL = 'bea.booking.e2e@example.com';
const PHONE = '6465550183';

test.use({ viewport: { width: 390, height: 844 } });

/** Presses Tab until `matches` holds for the focused element (a keyboard user's way through the page). */
async function tabUntil(page: Page, matches: (el: HTMLElement) => boolean, what: string, max = 80) {
  const test = matches.toString();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate((source) => {
      const el = document.activeElement as HTMLElement | null;
      return !!el && (new Function(`return (${source})`)() as (e: HTMLElement) => boolean)(el);
    }, test);
    if (hit) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

test('a guest books with the keyboard alone, and the e-mailed link cancels the booking', async ({
  page,
  mailbox,
}) => {
  // The page's clock stands still at now: React's scheduler then runs effects late, as on a busy
  // machine, and the calendar must still move its focus before the next key (it once lagged by one).
  await page.clock.setFixedTime(new Date());
  await page.goto('/salon/demo-salon/book-appointment');
  await expect(page.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
  // The page opens on the first day with a free slot, in the salon's clock.
  await expect(page.getByText(/^All times are New York time \(E[SD]T\)\.$/)).toBeVisible();
  const firstSlot = page.locator('[data-slot-id]:not([disabled])').first();
  await expect(firstSlot).toBeVisible();

  // The month calendar from the keyboard: arrow to the next day, Enter, then back to the first free day.
  const chosenDay = page.locator('[role="gridcell"][aria-selected="true"] button');
  await tabUntil(
    page,
    (el) => el.closest('[role="gridcell"]')?.getAttribute('aria-selected') === 'true',
    'the chosen day',
  );
  const firstFreeDay = (await chosenDay.getAttribute('aria-label'))!;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(chosenDay).not.toHaveAttribute('aria-label', firstFreeDay);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(chosenDay).toHaveAttribute('aria-label', firstFreeDay);
  await expect(firstSlot).toBeVisible();

  // Service: Tab on to the select, pick "Men's Cut" by typing its first letter.
  // Typing into the select before its services arrive would pick nothing.
  await expect(page.getByRole('option', { name: /^Men's Cut/ })).toBeAttached();
  await tabUntil(page, (el) => el.id === 'booking-service', 'the service select');
  await page.keyboard.type("Men's");
  await expect(page.getByLabel('Service')).toHaveValue(/.+/);
  await expect(page.getByText("Men's Cut: 30 min, $35.00")).toBeVisible();

  // The first free slot, by Tab; its name says the time, the full date and the stylist.
  await tabUntil(
    page,
    (el) => el.hasAttribute('data-slot-id') && !(el as HTMLButtonElement).disabled,
    'a free slot',
  );
  const slotName = await page.evaluate(() => document.activeElement!.getAttribute('aria-label')!);
  expect(slotName).toMatch(/^\d{1,2}:\d{2} (AM|PM), \w+day \d{1,2} \w+ \d{4}, with .+$/);
  await page.keyboard.press('Enter');

  const form = page.getByRole('dialog', { name: 'Book your appointment' });
  await expect(form.getByText("Men's Cut · 30 min · $35.00")).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  // Submit empty first: the spec's messages.
  await tabUntil(page, (el) => el.textContent?.trim() === 'Book Appointment', 'the submit button');
  await page.keyboard.press('Enter');
  await expect(form.getByText('Please enter your Name')).toBeVisible();
  // Gender is optional: no message for it.
  await expect(form.getByText('Please select your gender')).toHaveCount(0);

  await tabUntil(page, (el) => el.id === 'booking-name', 'the Name field');
  await page.keyboard.type('Bea Booking');
  await page.keyboard.press('Tab');
  await page.keyboard.type(EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PHONE);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await tabUntil(page, (el) => el.textContent?.trim() === 'Book Appointment', 'the submit button');
  await page.keyboard.press('Enter');

  const thanks = page.getByRole('dialog', { name: 'Thank You' });
  await expect(thanks.getByText(/^Your appointment AP-\d{6} for Men's Cut with /)).toBeVisible();
  await expect(
    thanks.getByText(`A confirmation with a calendar invitation is on its way to ${EMAIL}.`),
  ).toBeVisible();
  await expect(thanks.getByRole('button', { name: 'Done' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(thanks).toBeHidden();

  // The slot is taken now (the salon confirms online bookings at once): shown as Confirmed, and it cannot be chosen.
  const held = page.getByRole('button', { name: `${slotName}, Confirmed` });
  await expect(held).toBeDisabled();

  // The confirmation, with its invitation and cancel link; the link's page cancels the booking.
  const mail = await mailbox.waitFor((m) => m.to.includes(EMAIL));
  expect(mail.attachments.map((a) => a.filename)).toEqual(['appointment.ics']);
  const link = /https?:\/\/\S+(\/salon\/demo-salon\/cancel-appointment\?token=[\w.-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  await page.goto(link![1]!);
  await expect(page.getByRole('heading', { name: 'Cancel your appointment' })).toBeVisible();
  await expect(page.getByText(/ New York time \(E[SD]T\)$/)).toBeVisible();
  await tabUntil(page, (el) => el.textContent?.trim() === 'Cancel booking', 'Cancel booking');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Your appointment has been cancelled');
  await expect(page.getByRole('heading', { name: 'Your appointment is cancelled' })).toBeVisible();

  // Back on the booking page the cancelled booking no longer holds the time.
  await page.goto('/salon/demo-salon/book-appointment');
  await expect(page.locator('[data-slot-id]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `${slotName}, Confirmed` })).toHaveCount(0);
});
