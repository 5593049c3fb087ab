import { offeredOnWednesday, postedWednesday } from './booking-day-steps';
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
  await expect(page.getByRole('link', { name: 'Book an Appointment' })).toBeVisible();

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

test('the posted hours of a day span exactly the times the booking page shows that day', async ({ page }) => {
  const posted = await postedWednesday(page);
  expect(posted.length, 'Wednesday is open').toBeGreaterThanOrEqual(2);
  const offered = await offeredOnWednesday(page);
  // The first time is the opening; the last half-hour slot ends at the closing.
  expect(offered[0]).toBe(posted[0]);
  expect(offered.at(-1)! + 30).toBe(posted.at(-1));
});

test('an unknown salon shows the 404 page', async ({ page }) => {
  await page.goto('/salon/no-such-salon');
  await expect(page).toHaveURL(/\/salon\/404$/);
  await expect(page.getByRole('heading', { name: 'Salon not found' })).toBeVisible();
});
