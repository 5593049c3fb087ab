import { formatMoney, PLATFORM_MONEY } from '@salon/api/money/format';
import type { AppointmentInfo } from '@salon/api/appointments/schemas';
import type { SalonSubscription } from '@salon/api/dashboard/schemas';
import type { AppointmentDetail } from '@salon/ui/screens/dashboard/AppointmentDetailModal';
import type { SalonSubscriptionDetail } from '@salon/ui/screens/dashboard/SalonSubscriptionModal';
import type { AppointmentCardView } from '@salon/ui/screens/dashboard/DashboardScreen';
import { format, formatDistanceStrict } from 'date-fns';

/** The platform's subscription prices (US dollars): 187450 → '$1,874.50'. */
export const formatCents = (cents: number) => formatMoney(cents, PLATFORM_MONEY);

/** A local day as the report body wants it, 'YYYY-MM-DD'. */
export const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * 'Expires in 3 months' while active ('Cancelled: ends in 3 months' once cancelled at the period's end),
 * 'Expired 2 days ago' after.
 */
export function expiryText(expiry: Date, now: Date, cancelled = false): string {
  const distance = formatDistanceStrict(expiry, now);
  if (expiry.getTime() <= now.getTime()) return `Expired ${distance} ago`;
  return cancelled ? `Cancelled: ends in ${distance}` : `Expires in ${distance}`;
}

export function toSubscriptionDetail(entry: SalonSubscription, now: Date): SalonSubscriptionDetail {
  const interval = entry.interval === 'year' ? 'year' : 'month';
  return {
    salonName: entry.salonData.name,
    photo: entry.salonData.photo,
    email: entry.salonData.email ?? '—',
    phone: entry.salonData.phone ?? '—',
    plan: `${entry.planName} (${formatCents(entry.amount)} / ${interval})`,
    startDate: format(new Date(entry.startDate), 'dd-MM-yyyy'),
    endDate: format(new Date(entry.packageExpiry), 'dd-MM-yyyy'),
    active: entry.active,
    expiryText: expiryText(new Date(entry.packageExpiry), now, entry.cancelAtPeriodEnd),
  };
}

/** '03/16/2026 09:30' from the salon-local day and time. */
function whenOf(appointment: AppointmentInfo): string {
  const [y, m, d] = appointment.dateAsAString.split('-');
  return `${m}/${d}/${y} ${appointment.timeAsAString}`;
}

export function toAppointmentCard(appointment: AppointmentInfo): AppointmentCardView {
  return {
    id: appointment._id,
    reference: `Appointment ${appointment.appointmentId}`,
    clientName: appointment.userName,
    when: whenOf(appointment),
    service: [appointment.mainService?.title, appointment.subServiceData?.title].filter(Boolean).join(' · '),
  };
}

export function toAppointmentDetail(appointment: AppointmentInfo): AppointmentDetail {
  return {
    appointmentId: appointment.appointmentId,
    user: { name: appointment.userName, email: appointment.userEmail, phone: appointment.userMobile },
    stylist: {
      name: appointment.stylistData.name,
      email: appointment.stylistData.email,
      phone: appointment.stylistData.phone ?? '—',
      photo: appointment.stylistData.photo,
    },
    time: whenOf(appointment),
    service: appointment.mainService?.title ?? '—',
    subService: appointment.subServiceData?.title ?? appointment.subService?.title ?? '—',
  };
}
