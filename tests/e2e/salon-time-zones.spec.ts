import type { APIRequestContext, Page } from '@playwright/test';
import { minutesOf } from './booking-day-steps';
import { expect, test } from './fixtures';

/**
 * A salon anywhere, from its first day: a London salon and a Kolkata one (a half-hour offset) sign up
 * with their place (the wizard's call), add a service, and a visitor books each through the public
 * booking page. The page, the Thank You, the confirmation e-mail and its .ics all say the salon's own
 * clock, whatever the visitor's (this browser runs on UTC). The wizard itself proposes London's place
 * to a browser in London.
 */
const API = '/api/v1';
const PASSWORD = 'Bella#Hair1';
/** The seeded Pro package and its monthly plan (apps/server/src/seed/billing.ts). */
const PRO_PACKAGE = 'prod_demoPro';
const PRO_MONTHLY = 'price_demoProMonth';
const EVERY_DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({
  day,
  slot: [{ startTime: '09:00', endTime: '17:00' }],
}));

interface Place {
  city: string;
  country: string;
  timeZone: string;
  currency: string;
  locale: string;
  /** The booking page's note, for any day of the year. */
  note: RegExp;
  /** The zone's name in the e-mail. */
  mailZone: RegExp;
}

const LONDON: Place = {
  city: 'London',
  country: 'GB',
  timeZone: 'Europe/London',
  currency: 'GBP',
  locale: 'en-GB',
  note: /^All times are London time \(GMT(\+1)?\)\.$/,
  mailZone: /(Greenwich Mean Time|British Summer Time) \(Europe\/London\)/,
};
const KOLKATA: Place = {
  city: 'Kolkata',
  country: 'IN',
  timeZone: 'Asia/Kolkata',
  currency: 'INR',
  locale: 'en-IN',
  note: /^All times are Kolkata time \(GMT\+5:30\)\.$/,
  mailZone: /India Standard Time \(Asia\/Kolkata\)/,
};

/** Signs a salon up at `place` through the wizard's calls, with one stylist open every day, and a service. */
async function salonAt(request: APIRequestContext, place: Place, tag: string) {
  const { city, country, timeZone, currency, locale } = place;
  const email = `owner.${tag}@zones.example.com`;
  const signup = await request.post(`${API}/users/onboard-signup`, {
    data: {
      salon: {
        name: `${city} Cuts ${tag}`,
        email,
        phone: '2075550100',
        address: `1 High Street, ${city}`,
        password: PASSWORD,
        country,
        timeZone,
        currency,
        locale,
      },
      stylist: [
        {
          name: `Asha ${tag}`,
          email: `asha.${tag}@zones.example.com`,
          phone: '2075550101',
          gender: 'female',
        },
      ],
      maxCalendar: 5,
      businessHours: EVERY_DAY,
      payment: { id: '4242 4242 4242 4242' },
      subscription: { package: PRO_PACKAGE, plan: PRO_MONTHLY, maxCalendar: 5 },
      idempotencyKey: `zones-${tag}`,
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const done = await request.post(`${API}/users/onboard-done`, {
    data: { clientId: (await signup.json()).data.clientId, plan: PRO_MONTHLY },
  });
  expect(done.status(), await done.text()).toBe(200);
  const slug = (await done.json()).data.salon.slug as string;

  const login = await request.post(`${API}/users/login`, { data: { email, password: PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const category = await request.post(`${API}/service/add-service`, {
    headers: { token },
    data: { isMainService: true, title: 'Hair' },
  });
  expect(category.status(), await category.text()).toBe(200);
  const service = await request.post(`${API}/service/add-service`, {
    headers: { token },
    data: {
      isMainService: false,
      title: 'Zone Cut',
      service: (await category.json()).data._id,
      description: 'A cut on the salon’s own clock.',
      charges: 30,
      requiredTime: 30,
    },
  });
  expect(service.status(), await service.text()).toBe(200);
  return slug;
}

/** Books the first free time on the salon's booking page; answers its label ('9:00 AM') and day. */
async function bookFirstTime(page: Page, slug: string, place: Place, email: string) {
  await page.goto(`/salon/${slug}/book-appointment`);
  await expect(page.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
  await expect(page.getByText(place.note)).toBeVisible();
  const option = page.locator('#booking-service option', { hasText: 'Zone Cut' });
  await expect(option).toBeAttached();
  await page.getByLabel('Service').selectOption((await option.getAttribute('value'))!);
  const slot = page.locator('[data-slot-id]:not([disabled])').first();
  await expect(slot).toBeVisible();
  const time = (await slot.innerText()).trim();
  await slot.click();
  const form = page.getByRole('dialog', { name: 'Book your appointment' });
  await form.getByLabel('Name').fill('Zoe Zone');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('6465550190');
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank You' });
  await expect(
    thanks.getByText(new RegExp(`at ${time} ${place.city} time \\(GMT[^)]*\\) has been booked\\.$`)),
  ).toBeVisible();
  return time;
}

for (const place of [LONDON, KOLKATA]) {
  test(`a salon in ${place.timeZone} books and e-mails on its own clock`, async ({
    page,
    request,
    mailbox,
  }) => {
    const tag = `${place.city.toLowerCase()}${Date.now().toString(36)}`;
    const slug = await salonAt(request, place, tag);
    const email = `zoe.${tag}@example.com`;
    const time = await bookFirstTime(page, slug, place, email);

    const mail = await mailbox.waitFor((m) => m.to.includes(email));
    expect(mail.text).toMatch(place.mailZone);
    expect(mail.text).toContain(time);
    const ics = mail.attachments.find((a) => a.filename === 'appointment.ics')!.content;
    const minutes = minutesOf(time);
    const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
    expect(ics).toMatch(new RegExp(`DTSTART;TZID=${place.timeZone}:\\d{8}T${hhmm}00`));
    expect(ics).toContain(`TZID:${place.timeZone}`);
  });
}

test('the wizard proposes London’s place to a browser in London', async ({ browser, server }) => {
  const context = await browser.newContext({
    baseURL: server.url,
    timezoneId: 'Europe/London',
    locale: 'en-GB',
  });
  const page = await context.newPage();
  await page.goto('/register');
  const place = page.getByRole('group', { name: 'Where the salon is' });
  await expect(place.getByText('United Kingdom (GB)')).toBeVisible();
  await expect(place.getByText('Europe/London')).toBeVisible();
  await expect(place.getByText('GBP — British Pound')).toBeVisible();
  await expect(place.getByText('en-GB — British English')).toBeVisible();
  await context.close();
});
