import { expect, test } from './fixtures';
import { signIn } from './admin-steps';

/**
 * What the salon hears, in Chromium against the built server with the real in-process SMTP
 * server: a guest books on the public site, and the salon's mailbox receives one e-mail with the guest's
 * contact details and a link to the day on the dashboard's calendar, which opens that day for the owner.
 * The e-mail and phone are this spec's own.
 */
const EMAIL = 'nina.notice.e2e@example.com';
const PHONE = '6465550191';
const SALON_EMAIL = 'hello@demo-salon.example.com';

test('a guest books, and the salon receives its e-mail with the client and the day on the calendar', async ({
  page,
  mailbox,
}) => {
  await page.goto('/salon/demo-salon/book-appointment');
  await expect(page.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
  // Typing into the select before its services arrive would pick nothing.
  await expect(page.getByRole('option', { name: /^Men's Cut/ })).toBeAttached();
  await page.getByLabel('Service').focus();
  await page.keyboard.type("Men's");
  await expect(page.getByText("Men's Cut: 30 min, $35.00")).toBeVisible();
  await page.locator('[data-slot-id]:not([disabled])').first().click();

  const form = page.getByRole('dialog', { name: 'Book your appointment' });
  await form.getByLabel('Name', { exact: true }).fill('Nina Notice');
  await form.getByLabel('Email', { exact: true }).fill(EMAIL);
  await form.getByLabel('Phone', { exact: true }).fill(PHONE);
  await form.getByRole('radio', { name: 'Female', exact: true }).check();
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank You' });
  await expect(thanks.getByText(/^Your appointment AP-\d{6} for Men's Cut with /)).toBeVisible();
  const code = /AP-\d{6}/.exec((await thanks.getByText(/^Your appointment AP-/).textContent())!)![0];

  const mail = await mailbox.waitFor((m) => m.to.includes(SALON_EMAIL) && m.subject.includes(code));
  expect(mail.subject).toMatch(new RegExp(`^New online booking ${code}: \\w+day, \\w+ \\d{1,2}, \\d{4} at `));
  expect(mail.from).toContain('Demo Salon');
  expect(mail.replyTo).toBe(EMAIL);
  for (const part of [mail.text, mail.html.replace(/&#39;/g, "'")]) {
    expect(part).toContain('Nina Notice');
    expect(part).toContain(EMAIL);
    expect(part).toContain(PHONE);
    expect(part).toContain("Men's Cut");
  }
  const link = /https?:\/\/[^/\s]+(\/stylist-sessions\/[\w-]+\/[^?\s]+\?date=(\d{4})-(\d{2})-(\d{2}))/.exec(
    mail.text,
  );
  expect(link, mail.text).not.toBeNull();
  // Exactly one e-mail to the salon for this booking.
  expect(
    mailbox.messages().filter((m) => m.to.includes(SALON_EMAIL) && m.subject.includes(code)),
  ).toHaveLength(1);

  // The owner follows the link: the calendar opens on the booking's day.
  await signIn(page, 'owner@example.com');
  await page.goto(link![1]!);
  const day = new Date(Number(link![2]), Number(link![3]) - 1, Number(link![4]));
  const name = day.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  await expect(page.getByRole('grid', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: /Nina Notice/ }).first()).toBeVisible();
});
