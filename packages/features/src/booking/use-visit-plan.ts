import { policySentence } from '@salon/api/booking-settings/schemas';
import type { BookingDeposit } from '@salon/api/booking/schemas';
import { visitPartsOf, type VisitStart } from '@salon/api/booking/visit-booking';
import type { WebsiteSubService } from '@salon/api/services/schemas';
import type { BookingConfirmationView, BookingSubmit } from '@salon/ui/screens/booking/BookingModal';
import type { VisitPlannerProps, VisitStartsState } from '@salon/ui/screens/booking/VisitPlanner';
import { useMemo, useState } from 'react';
import { errorMessage, newIdempotencyKey } from '../core';
import { visitPayment } from './booking-view';
import { calendarLinks } from './calendar-links';
import { useBookVisit } from './use-book-visit';
import { useVisitAvailability } from './use-visit-availability';

/** A visit booked: its Thank You, or, while its deposit is to be paid, the hold to pay it for. */
export interface VisitBooked {
  view: BookingConfirmationView;
  held: { key: string; deposit: BookingDeposit } | null;
}

interface ServiceGroup {
  _id: string;
  title: string;
  subService: Array<
    Pick<WebsiteSubService, '_id' | 'title' | 'requiredTime' | 'charges' | 'paymentPolicy' | 'deposit'>
  >;
}

/**
 * Several services in one visit, the booking page's side of it: the services in the visit's
 * order (added with 'Add another service', then each service picked is added; moved and removed), the
 * start times where they fit, the chosen start and its booking. Inactive until a second service is asked.
 */
export function useVisitPlan(input: {
  salon: { _id: string; name: string; address: string | null; currency?: string } | null | undefined;
  date: string | null;
  stylistId: string | null;
  groups: ServiceGroup[] | undefined;
}) {
  const [ids, setIds] = useState<string[]>([]);
  const [startId, setStartId] = useState<string | null>(null);
  const [idempotencyKey, setKey] = useState(() => newIdempotencyKey());
  const book = useBookVisit();
  const services = useMemo(
    () =>
      ids.flatMap((id) => {
        const group = input.groups?.find((entry) => entry.subService.some((service) => service._id === id));
        const service = group?.subService.find((entry) => entry._id === id);
        return group && service ? [{ group, service }] : [];
      }),
    [ids, input.groups],
  );
  const picks = services.map(({ group, service }) => ({ mainService: group._id, subService: service._id }));
  const availability = useVisitAvailability(input.salon?._id, input.date, picks, input.stylistId);
  const starts = availability.data?.starts ?? [];
  const start: VisitStart | undefined = starts.find((entry) => entry.timeAsADate === startId);
  const active = ids.length > 0;

  const change = (next: string[]) => {
    setIds(next);
    setStartId(null);
  };

  const state: VisitStartsState = availability.data
    ? {
        status: 'ready',
        nextDate: availability.data.nextDate,
        starts: starts.map((entry) => ({
          id: entry.timeAsADate,
          time: entry.timeAsAString,
          end: entry.parts.at(-1)
            ? endTime(entry.parts.at(-1)!.timeAsAString, entry.parts.at(-1)!.minutes)
            : entry.timeAsAString,
          oneStylist: entry.oneStylist,
          parts: entry.parts.map((part) => ({
            title: part.title,
            stylistName: part.stylist.name,
            time: part.timeAsAString,
          })),
        })),
      }
    : availability.error
      ? { status: 'error', message: errorMessage(availability.error) }
      : { status: 'loading' };

  const title = services.map(({ service }) => service.title).join(', then ');

  return {
    active,
    /** 'Add another service' with `serviceId` picked: the visit starts with it. */
    start: (serviceId: string) => change(ids.length ? ids : [serviceId]),
    /** A service picked while the visit is open joins it at the end. */
    add: (serviceId: string) => change([...ids, serviceId]),
    clearStart: () => setStartId(null),
    plannerProps: (date: string, onDateChange: (date: string) => void): VisitPlannerProps => ({
      services: services.map(({ service }) => ({
        _id: service._id,
        title: service.title,
        duration: service.requiredTime,
      })),
      onMove: (index, direction) => {
        const next = [...ids];
        const [moved] = next.splice(index, 1);
        next.splice(index + direction, 0, moved!);
        change(next);
      },
      onRemove: (index) => change(ids.filter((_, position) => position !== index)),
      date,
      starts: state,
      selectedStartId: startId,
      onChooseStart: (id) => {
        setKey(newIdempotencyKey());
        setStartId(id);
      },
      onDateChange,
    }),
    chosen: start ?? null,
    /** What the booking form's summary shows of the chosen start. */
    summary:
      start && input.date && availability.data
        ? {
            serviceTitle: title,
            duration: services.reduce((sum, { service }) => sum + service.requiredTime, 0),
            price: services.reduce((sum, { service }) => sum + service.charges, 0),
            payment: visitPayment(
              services.map(({ service }) => service),
              input.salon?.currency,
            ),
            stylistName: [...new Set(start.parts.map((part) => part.stylist.name))].join(', '),
            date: input.date,
            time: start.timeAsAString,
            timeZone: availability.data.timeZone,
          }
        : null,
    submitting: book.isMutating,
    /**
     * Books the chosen start; a retry of the same submit sends the same key (one visit). A visit with a
     * deposit comes back `held`: its one deposit is paid with the visit's key (the deposit step).
     */
    submit: async (values: BookingSubmit): Promise<VisitBooked | null> => {
      if (!start || !input.salon || !input.date || !availability.data) return null;
      const { data } = await book.trigger({
        name: values.name,
        email: values.email,
        mobile: values.phone,
        comment: values.comment,
        gender: values.gender,
        isNewUser: values.createAccount,
        salon: input.salon._id,
        appointmentDate: input.date,
        startsAt: start.timeAsADate,
        parts: visitPartsOf(start),
        idempotencyKey,
      });
      const services = data.parts.map((part) => part.title).join(', then ');
      const stylists = [...new Set(data.parts.map((part) => part.stylist.name))].join(', ');
      const view: BookingConfirmationView = {
        appointmentId: data.appointmentId,
        serviceTitle: services,
        stylistName: stylists,
        date: data.dateAsAString,
        time: data.timeAsAString,
        timeZone: data.timeZone,
        email: data.userEmail,
        waiting: data.status === 'waiting',
        accountCreated: data.accountCreated,
        changePolicy: policySentence(availability.data.cutoffMinutes),
        calendar: calendarLinks({
          id: data._id,
          title: `${services} at ${input.salon.name}`,
          description: `${services} with ${stylists} (${data.appointmentId})`,
          location: input.salon.address,
          start: data.timeAsADate,
          end: data.endAsADate,
          tentative: data.status === 'waiting',
        }),
      };
      return { view, held: data.deposit ? { key: idempotencyKey, deposit: data.deposit } : null };
    },
  };
}

/** 'HH:mm' plus minutes. */
function endTime(time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
