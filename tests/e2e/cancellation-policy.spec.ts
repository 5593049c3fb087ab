import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A cancel inside the salon's policy window is refused with the salon's phone number. The owner
 * asks for a week's notice (168 hours); a guest books the first free time (within the week), sees the
 * policy on the booking page and Add to calendar on Thank You; the e-mailed cancel link's page refuses
 * online cancelling and names the salon's phone, and so does the server. The policy goes back to the
 * default afterwards. The e-mail and phone are this spec's own.
 */
const EMAIL = 'pat.policy.e2e@example.com';
const PHONE = '6465550184';

async function setPolicy(request: APIRequestContext, cutoffMinutes: number) {
  const login = await request.post('/api/v1/users/login', {
    data: { email: 'owner@example.com', password: 'DemoPass1!' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const saved = await request.post('/api/v1/booking-policy/update', {
    headers: { token },
    data: { cutoffMinutes },
  });
  expect(saved.status()).toBe(200);
}

test('a cancel inside the policy window is refused with the salon’s phone number', async ({
  page,
  request,
  mailbox,
}) => {
  await setPolicy(request, 168 * 60);
  try {
    await page.goto('/salon/demo-salon/book-appointment');
    await expect(
      page.getByText('You can cancel or reschedule online up to 168 hours before your appointment.'),
    ).toBeVisible();
    await page.getByLabel('Service').selectOption({ label: "Men's Cut · 30 min · $35.00" });
    await page.locator('[data-slot-id]:not([disabled])').first().click();

    const form = page.getByRole('dialog', { name: 'Book your appointment' });
    await form.getByLabel('Name').fill('Pat Policy');
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByLabel('Phone').fill(PHONE);
    await form.getByRole('radio', { name: 'Male', exact: true }).check();
    await form.getByRole('button', { name: 'Book Appointment' }).click();

    const thanks = page.getByRole('dialog', { name: 'Thank You' });
    const calendar = thanks.getByRole('navigation', { name: 'Add to calendar' });
    await expect(calendar.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
    );
    await expect(calendar.getByRole('link', { name: 'Download .ics' })).toHaveAttribute(
      'download',
      'appointment.ics',
    );

    const mail = await mailbox.waitFor((m) => m.to.includes(EMAIL));
    expect(mail.text).toContain(
      'You can cancel or reschedule online up to 168 hours before your appointment.',
    );
    expect(mail.attachments[0]?.content).toContain('STATUS:CONFIRMED');
    const link = /https?:\/\/\S+(\/salon\/demo-salon\/cancel-appointment\?token=([\w.-]+))/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();

    const refusal =
      'This appointment can no longer be cancelled online. Please call the salon on 212-555-0100.';
    await page.goto(link![1]!);
    await expect(page.getByRole('heading', { name: 'Cancel your appointment' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(refusal);
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

    const refused = await request.post('/api/v1/public/appointment/cancel-by-token', {
      data: { token: link![2] },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(refusal);
  } finally {
    await setPolicy(request, 15);
  }
});
