import { expect, test } from './fixtures';

/**
 * The public salon home on a 390 px phone (spec 2 §2): a visitor sees the banner, the first 4 products,
 * the services by category and the hours, sends the contact form (the message reaches the salon's
 * inbox, reply-to the visitor, and the form clears); an unknown salon shows the 404 page. The texts are
 * read from the public call first, as another spec may change them through the Appearance editor.
 */
const VISITOR = 'hana.home.e2e@example.com';

test.use({ viewport: { width: 390, height: 844 } });

interface Info {
  websiteTitle: string;
  productText: string;
  serviceText: string;
  hourText: string;
  salon: { name: string; email: string };
}

test('a visitor sees the salon home and sends the contact form', async ({ page, mailbox }) => {
  const answer = await page.request.get('/api/v1/website/get-website-setting-by-name?name=demo-salon');
  const info = (await answer.json()).data as Info;

  await page.goto('/salon/demo-salon');
  await expect(page.getByRole('heading', { level: 1, name: info.websiteTitle })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(info.salon.name));
  await expect(page.getByRole('link', { name: 'Book on Appointment' })).toBeVisible();

  // The header folds its links into a menu on a phone.
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(
    page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Shop' }),
  ).toBeVisible();
  await menu.click();

  const products = page.getByRole('region', { name: info.productText });
  await expect(products.getByRole('listitem')).toHaveCount(4);
  await expect(products.getByRole('link', { name: 'View all' })).toHaveAttribute(
    'href',
    '/salon/demo-salon/products-list',
  );

  const services = page.getByRole('region', { name: info.serviceText });
  const tabs = services.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  expect(await tabs.count()).toBeGreaterThan(1);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(services.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

  const hours = page.getByRole('region', { name: info.hourText });
  await expect(hours.getByRole('row')).toHaveCount(7);

  // Nothing scrolls sideways on the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter name')).toBeVisible();
  await form.getByLabel('Name').fill('Hana Home');
  await form.getByLabel('Email').fill(VISITOR);
  await form.getByLabel('Phone').fill('6465550177');
  await form.getByLabel('Subject').fill('Group booking');
  await form.getByLabel('Message').fill('Can you take five of us on a Saturday morning?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for contacting us, we will get back to you soon.')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');

  const mail = await mailbox.waitFor((m) => m.replyTo?.toLowerCase().includes(VISITOR) ?? false);
  expect(mail.to).toContain(info.salon.email.toLowerCase());
  expect(mail.subject).toContain('Group booking');
  expect(mail.text).toContain('Can you take five of us on a Saturday morning?');
});

/** 'HH:mm' of the salon's clock as minutes; '8:30 PM' (the booking page's label) too. */
function minutesOf(time: string): number {
  const [, h, m, half] = /^(\d{1,2}):(\d{2})(?: (AM|PM))?$/.exec(time.trim())!;
  const hours = (Number(h) % (half ? 12 : 24)) + (half === 'PM' ? 12 : 0);
  return hours * 60 + Number(m);
}

test('the posted hours of a day span exactly the times the booking page shows that day', async ({ page }) => {
  // A Wednesday at least a week ahead: past the days other specs book, a working day of every stylist.
  await page.goto('/salon/demo-salon');
  const wednesday = page.locator('#hoursOfOperation').getByRole('row', { name: /^Wednesday/ });
  const posted = ((await wednesday.innerText()).match(/\d\d:\d\d/g) ?? []).map(minutesOf);
  expect(posted.length, 'Wednesday is open').toBeGreaterThanOrEqual(2);

  await page.goto('/salon/demo-salon/book-appointment');
  const day = page.locator('#booking-day');
  await expect(day).not.toHaveText('Finding the first free day…');
  for (let step = 0; step < 7 || !(await day.innerText()).startsWith('Wednesday'); step += 1) {
    expect(step, 'a Wednesday within two weeks').toBeLessThan(14);
    const before = await day.innerText();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(day).not.toHaveText(before);
  }
  const slots = page.locator('[data-slot-id]');
  await expect(slots.first()).toBeVisible();
  const offered = (await slots.allInnerTexts()).map(minutesOf).sort((a, b) => a - b);
  // The first time is the opening; the last half-hour slot ends at the closing.
  expect(offered[0]).toBe(posted[0]);
  expect(offered.at(-1)! + 30).toBe(posted.at(-1));
});

test('an unknown salon shows the 404 page', async ({ page }) => {
  await page.goto('/salon/no-such-salon');
  await expect(page).toHaveURL(/\/salon\/404$/);
  await expect(page.getByRole('heading', { name: 'Salon not found' })).toBeVisible();
});
