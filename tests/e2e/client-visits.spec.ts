import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A client runs their own visits, in Chromium against the built server with the real
 * in-process SMTP server: a guest moves a booking from the e-mailed Reschedule link and the new e-mail's
 * calendar entry keeps its UID with SEQUENCE 1; a signed-in customer cancels from My appointments and
 * another visitor books the freed time at once. The e-mails and phones are this spec's own.
 */
const SITE = '/salon/demo-salon';

/** Books the first free time of the booking page's first day; returns the booking's code and slot id. */
async function bookFirstFreeTime(
  page: Page,
  person: { name: string; email: string; phone: string },
): Promise<{ code: string; slotId: string }> {
  await page.goto(`${SITE}/book-appointment`);
  await expect(page.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
  // Typing into the select before its services arrive would pick nothing.
  await expect(page.getByRole('option', { name: /^Men's Cut/ })).toBeAttached();
  await page.getByLabel('Service').focus();
  await page.keyboard.type("Men's");
  await expect(page.getByText("Men's Cut: 30 min, $35.00")).toBeVisible();
  const slot = page.locator('[data-slot-id]:not([disabled])').first();
  const slotId = (await slot.getAttribute('data-slot-id'))!;
  await slot.click();
  const form = page.getByRole('dialog', { name: 'Book your appointment' });
  const fill = async (label: string, value: string) => {
    const field = form.getByLabel(label, { exact: true });
    if (await field.isEditable()) await field.fill(value);
  };
  await fill('Name', person.name);
  await fill('Email', person.email);
  await fill('Phone', person.phone);
  const gender = form.getByRole('radio', { name: 'Female', exact: true });
  if (await gender.isEnabled()) await gender.check();
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank You' });
  await expect(thanks.getByText(/^Your appointment AP-\d{6} for Men's Cut with /)).toBeVisible();
  const code = /AP-\d{6}/.exec((await thanks.getByText(/^Your appointment AP-/).textContent())!)![0];
  return { code, slotId };
}

const icsField = (ics: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(ics)?.[1]?.trim();

test('a guest reschedules from the e-mailed link, and the calendar entry is updated', async ({
  page,
  mailbox,
}) => {
  const email = 'rita.reschedule.e2e@example.com';
  const { code } = await bookFirstFreeTime(page, {
    name: 'Rita Reschedule',
    email,
    phone: '6465550193',
  });
  const confirmation = await mailbox.waitFor(
    (m) => m.to.includes(email) && m.subject.startsWith('Your appointment'),
  );
  const first = confirmation.attachments.find((a) => a.filename === 'appointment.ics')!;
  expect(icsField(first.content, 'SEQUENCE')).toBe('0');
  const link = /https?:\/\/[^/\s]+(\/salon\/demo-salon\/reschedule-appointment\?token=[\w.-]+)/.exec(
    confirmation.text,
  );
  expect(link, confirmation.text).not.toBeNull();

  await page.goto(link![1]!);
  await expect(page.getByRole('heading', { name: 'Reschedule your appointment' })).toBeVisible();
  await expect(page.getByText(code)).toBeVisible();
  await page.locator('[data-slot-id]:not([disabled])').first().click();
  await page.getByRole('button', { name: /^Move to / }).click();
  await expect(page.getByText('Your appointment has been moved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your appointment is moved' })).toBeVisible();

  const moved = await mailbox.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Moved:'));
  const update = moved.attachments.find((a) => a.filename === 'appointment.ics')!;
  expect(icsField(update.content, 'UID')).toBe(icsField(first.content, 'UID'));
  expect(icsField(update.content, 'SEQUENCE')).toBe('1');
  expect(
    icsField(update.content, 'DTSTART;TZID=America/New_York') ?? icsField(update.content, 'DTSTART'),
  ).not.toBe(icsField(first.content, 'DTSTART;TZID=America/New_York') ?? icsField(first.content, 'DTSTART'));
  // The salon hears of the move.
  await mailbox.waitFor((m) => m.subject.startsWith(`Booking ${code} rescheduled by the client`));
});

test('a customer cancels from My appointments, and another visitor books the freed time', async ({
  page,
}) => {
  await page.goto(`${SITE}/login`);
  await page.getByLabel('Email', { exact: true }).fill('client@example.com');
  await page.getByLabel('Password', { exact: true }).fill('DemoPass1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${SITE}#banner$`));

  const { code, slotId } = await bookFirstFreeTime(page, {
    name: 'Chris Client',
    email: 'client@example.com',
    phone: '2125550101',
  });
  await page.keyboard.press('Escape');

  // My appointments, from the menu on the customer's name.
  await page.goto(SITE);
  await page.getByRole('button', { name: /Chris/ }).click();
  await page.getByRole('link', { name: 'My appointments' }).click();
  await expect(page.getByRole('heading', { name: 'My appointments' })).toBeVisible();
  await page.getByRole('button', { name: `Cancel ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel appointment' });
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page.getByText('Your appointment has been cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: `Cancel ${code}` })).toHaveCount(0);

  // Signed out, another visitor finds the time free and books it.
  await page.getByRole('button', { name: /Chris/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto(`${SITE}/book-appointment`);
  // Typing into the select before its services arrive would pick nothing.
  await expect(page.getByRole('option', { name: /^Men's Cut/ })).toBeAttached();
  await page.getByLabel('Service').focus();
  await page.keyboard.type("Men's");
  const freed = page.locator(`[data-slot-id="${slotId}"]`);
  await expect(freed).toBeEnabled();
  await freed.click();
  const form = page.getByRole('dialog', { name: 'Book your appointment' });
  await form.getByLabel('Name', { exact: true }).fill('Vera Visitor');
  await form.getByLabel('Email', { exact: true }).fill('vera.visitor.e2e@example.com');
  await form.getByLabel('Phone', { exact: true }).fill('6465550194');
  await form.getByRole('radio', { name: 'Female', exact: true }).check();
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank You' })).toBeVisible();
});
