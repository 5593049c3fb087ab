import { expect, test } from './fixtures';

/**
 * E-mail on the built server: a website booking's confirmation reaches the worker's SMTP server (the
 * `mailbox` fixture) with its calendar invitation and cancel link, and the link's calls cancel the booking
 * and e-mail the client and the salon (the cancel page itself is tested with the website).
 */
const API = '/api/v1';
const DEMO_SALON = '5a1f0000-0000-4000-8000-000000000001';
/** The seeded Haircuts category and its first service (apps/server/src/seed/services-videos.ts). */
const HAIRCUTS = '5e7ca7e0-0000-4000-8000-000000000001';
const HAIRCUT = '5e7c0000-0000-4000-8000-000000000003';

interface DaySlot {
  _id: string;
  timeAsAString: string;
  timeAsADate: string;
  choosable: boolean;
}
interface Day {
  date: string;
  stylists: Array<{ stylistData: { _id: string }; slots: DaySlot[] }>;
}

test('a booking is confirmed by e-mail and its link cancels it', async ({ request, mailbox }) => {
  // The first choosable slot from tomorrow on.
  let slot: { day: Day; stylistId: string; slot: DaySlot } | undefined;
  for (let days = 1; days < 10 && !slot; days += 1) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const answer = await request.post(`${API}/public/appointment/get-available-appointment-by-date`, {
      data: { requestDate: date, salon: DEMO_SALON },
    });
    const day = (await answer.json()).data as Day;
    for (const stylist of day.stylists) {
      const free = stylist.slots.find((s) => s.choosable);
      if (free && !slot) slot = { day, stylistId: stylist.stylistData._id, slot: free };
    }
  }
  expect(slot).toBeDefined();
  const email = `mail.e2e.${Date.now()}@example.com`;
  const booked = await request.post(`${API}/public/appointment/add-appointment-from-website`, {
    data: {
      name: 'Mail Tester',
      email,
      mobile: '2125550142',
      gender: 'other',
      appointmentDate: slot!.day.date,
      requiredDuration: 30,
      mainService: HAIRCUTS,
      subService: HAIRCUT,
      salon: DEMO_SALON,
      stylistId: slot!.stylistId,
      timeData: {
        id: slot!.slot._id,
        timeAsAString: slot!.slot.timeAsAString,
        timeAsADate: slot!.slot.timeAsADate,
      },
      slotId: slot!.slot._id,
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);

  const confirmation = await mailbox.waitFor((m) => m.to.includes(email));
  expect(confirmation.subject).toContain('Demo Salon');
  expect(confirmation.from).toContain('Demo Salon');
  expect(confirmation.text).toContain('(America/New_York)');
  expect(confirmation.attachments.map((a) => a.filename)).toEqual(['appointment.ics']);
  expect(confirmation.attachments[0]!.content).toContain('DTSTART;TZID=America/New_York:');
  const link = /(https?:\/\/\S+\/salon\/demo-salon\/cancel-appointment\?token=([\w.-]+))/.exec(
    confirmation.text,
  );
  expect(link, confirmation.text).not.toBeNull();
  const token = link![2]!;

  const info = await request.get(`${API}/public/appointment/cancel-info?token=${token}`);
  expect((await info.json()).data).toMatchObject({ salonName: 'Demo Salon', cancellable: true });
  const cancelled = await request.post(`${API}/public/appointment/cancel-by-token`, { data: { token } });
  expect(cancelled.status()).toBe(200);
  expect((await cancelled.json()).data).toMatchObject({ status: 'canceled', cancellable: false });

  const toClient = await mailbox.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Cancelled'));
  expect(toClient.attachments[0]!.content).toContain('METHOD:CANCEL');
  await mailbox.waitFor((m) => m.to.includes('hello@demo-salon.example.com') && m.text.includes(email));
});
