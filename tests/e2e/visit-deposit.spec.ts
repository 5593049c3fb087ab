import { expect, test } from './fixtures';
import { chooseFirstVisitStart } from './booking-day-steps';
import { BLOW_DRY, payDepositWithBankStep, withServicePayment } from './payment-policy-steps';

/**
 * A multi-service visit whose service takes a deposit is held for one deposit for the whole
 * visit; the visitor pays it with the card that asks 3-D Secure, and the visit is confirmed with one
 * e-mail naming every part and the deposit.
 */
const EMAIL = 'vida.visit.deposit.e2e@example.com';

test('a visit with a deposit is paid once and confirmed whole', async ({ page, request, mailbox }) => {
  await withServicePayment(
    request,
    { paymentPolicy: 'deposit', deposit: { kind: 'fixed', value: 10 } },
    async () => {
      await page.goto('/salon/demo-salon/book-appointment');
      await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Haircut · 45 min · $55.00' });
      await page.getByRole('button', { name: 'Add another service' }).click();
      await page
        .getByLabel('Service', { exact: true })
        .selectOption({ label: 'Blow Dry & Style · 40 min · $45.00 · Deposit $10.00' });
      await expect(
        page.getByRole('list', { name: 'Services in the order of the visit' }).getByRole('listitem'),
      ).toHaveCount(2);

      // Days ahead of the other specs' bookings, then the first day where the whole visit fits.
      await chooseFirstVisitStart(page, 8);
      const form = page.getByRole('dialog', { name: 'Book your appointment' });
      await form.getByLabel('Name', { exact: true }).fill('Vida Visit');
      await form.getByLabel('Email', { exact: true }).fill(EMAIL);
      await form.getByLabel('Phone', { exact: true }).fill('6465550193');
      await form.getByRole('button', { name: 'Book Appointment' }).click();

      await payDepositWithBankStep(page, '$10.00');

      const thanks = page.getByRole('dialog', { name: 'Thank You' });
      await expect(thanks.getByText(/Haircuts – Haircut, then Haircuts – Blow Dry & Style/)).toBeVisible();
      await expect(thanks.getByText('Deposit paid: $10.00')).toBeVisible();

      const mail = await mailbox.waitFor(
        (m) => m.to.includes(EMAIL) && m.subject.startsWith('Your appointment'),
      );
      expect(mail.text).toContain('Haircuts – Haircut with ');
      expect(mail.text).toContain(', then Haircuts – Blow Dry & Style with ');
      expect(mail.text).toContain('$10.00 paid');
      expect(mail.attachments.filter((a) => a.filename === 'appointment.ics')).toHaveLength(1);
    },
    BLOW_DRY,
  );
});
