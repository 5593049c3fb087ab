import { fittingService } from '@salon/api/booking/available-times';
import { BOOKING_HORIZON_DAYS } from '@salon/api/booking/schemas';
import { policySentence } from '@salon/api/booking-settings/schemas';
import { isApiError } from '@salon/api/errors';
import type {
  BookingConfirmationView,
  BookingSubmit,
  BookingValues,
} from '@salon/ui/screens/booking/BookingModal';
import {
  addDays,
  BookingScreen,
  localDateIn,
  type BookingDayState,
} from '@salon/ui/screens/booking/BookingScreen';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorMessage, newIdempotencyKey } from '../core';
import { isSalonAvailabilityKey } from './keys';
import { useAvailableDay } from './use-available-day';
import { useBookAppointment } from './use-book-appointment';
import {
  confirmationView,
  readyDay,
  salonView,
  serviceGroupViews,
  visibleStylists,
  visitPayment,
} from './booking-view';
import { useBookingCustomer } from './use-booking-customer';
import { useBookingServices } from './use-booking-services';
import { useBookingWebsite } from './use-booking-website';
import { useNextAvailableDate } from './use-next-available-date';
import { useVisitPlan } from './use-visit-plan';
import { useDepositStep, type PaidView } from './use-deposit-step';
import { storedHold } from './held-booking-storage';
import type { BookingConfirmation } from '@salon/api/booking/schemas';
import { VisitPlanner } from '@salon/ui/screens/booking/VisitPlanner';

// The form loads on the first slot pick (prefetched once the slots show), not with the page.
const loadModal = () => import('@salon/ui/screens/booking/BookingModal');
const MODAL_PREFETCH_MS = 300;
const BookingModal = lazy(() => loadModal().then((module) => ({ default: module.BookingModal })));
// The offline provider's test 3-D Secure dialog, only when a card asks for it.
const CardAuthenticationModal = lazy(() =>
  import('@salon/ui/screens/shop/CardAuthenticationModal').then((module) => ({
    default: module.CardAuthenticationModal,
  })),
);

export interface BookingContainerProps {
  /** Defaults to the route's `:salonName`. */
  salonName?: string;
  /** A fixed "now" (stories); the salon's today is taken from it. */
  now?: Date;
}

export const CHOOSE_SERVICE_FIRST = 'Please choose a service first';

/** `/salon/{salonName}/book-appointment`: days, slots, the booking form and its Thank You. */
export function BookingContainer({ salonName: salonNameProp, now }: BookingContainerProps) {
  const params = useParams<{ salonName: string }>();
  const salonName = salonNameProp ?? params.salonName ?? '';
  const { mutate } = useSWRConfig();
  const website = useBookingWebsite(salonName);
  const services = useBookingServices(salonName);
  const customer = useBookingCustomer(salonName);
  const salon = website.data?.salon;
  const zone = salon?.timeZone ?? null;
  const today = zone ? localDateIn(zone, now ?? new Date()) : null;
  const maxDate = today ? addDays(today, BOOKING_HORIZON_DAYS - 1) : null;

  const [stylistId, setStylistId] = useState<string | null>(null);
  // A link may choose the service (`?serviceId=`, the site home's service cards).
  const [search, setSearch] = useSearchParams();
  const [serviceId, setServiceId] = useState<string | null>(() => search.get('serviceId'));
  const [serviceError, setServiceError] = useState<string | null>(null);
  // Until the visitor picks a day, the page shows the first day with a free slot (for the filter).
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const first = useNextAvailableDate(salon?._id, stylistId, null, pickedDate === null);
  const firstDate = first.data ? (first.data.date ?? today) : first.error ? today : null;
  const date = pickedDate ?? firstDate;
  const day = useAvailableDay(salon?._id, date);

  const serviceGroup = services.data?.find((group) => group.subService.some((s) => s._id === serviceId));
  const service = serviceGroup?.subService.find((s) => s._id === serviceId);
  // A linked service the salon no longer offers is dropped, so the page asks for one.
  useEffect(() => {
    if (services.data && serviceId && !service) setServiceId(null);
  }, [services.data, serviceId, service]);
  const serviceMinutes = service?.requiredTime;
  // With a service chosen, only the times it fits in are offered.
  const fitted = useMemo(
    () => (day.data && serviceMinutes ? fittingService(day.data, serviceMinutes) : day.data),
    [day.data, serviceMinutes],
  );
  const shown = useMemo(() => visibleStylists(fitted, stylistId), [fitted, stylistId]);
  const hasFree = shown.some((stylist) => stylist.slots.some((slot) => slot.choosable));
  const next = useNextAvailableDate(
    salon?._id,
    stylistId,
    date ? addDays(date, 1) : null,
    !!day.data && !hasFree,
  );

  // Booking form state: the chosen slot, the values typed so far (kept when the form closes), outcome.
  const [chosen, setChosen] = useState<{ stylistId: string; slotId: string } | null>(null);
  const [draft, setDraft] = useState<BookingValues | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [taken, setTaken] = useState<string[]>([]);
  const [confirmation, setConfirmation] = useState<BookingConfirmationView | null>(null);
  const book = useBookAppointment();
  // One key per submit of the form (a retry sends the same): a deposit's one hold and one payment.
  const [bookingKey, setBookingKey] = useState(() => newIdempotencyKey());
  // Several services in one visit: its own times and booking (use-visit-plan.ts).
  const visit = useVisitPlan({ salon, date, stylistId, groups: services.data });

  // Once the slots show, the form's code is fetched while the visitor looks at them.
  const dayShown = !!day.data;
  useEffect(() => {
    if (!dayShown) return;
    const timer = setTimeout(() => void loadModal(), MODAL_PREFETCH_MS);
    return () => clearTimeout(timer);
  }, [dayShown]);

  const groups = useMemo(
    () => (services.data ? serviceGroupViews(services.data, salon?.currency) : null),
    [services.data, salon?.currency],
  );

  const stylistDay = day.data?.stylists.find((s) => s.stylistData._id === chosen?.stylistId);
  const slot = stylistDay?.slots.find((s) => s._id === chosen?.slotId);

  const refreshAvailability = useCallback(
    () => (salon ? mutate(isSalonAvailabilityKey(salon._id)) : Promise.resolve()),
    [mutate, salon],
  );

  /** The Thank You view of a booking (and the deposit it paid). */
  const confirmationOf = (data: BookingConfirmation, paid?: PaidView) =>
    confirmationView(
      data,
      { serviceTitle: service?.title, salon, cutoffMinutes: day.data?.cutoffMinutes },
      paid,
    );

  // A visit held for its one deposit: its Thank You once the deposit is paid.
  const heldVisit = useRef<BookingConfirmationView | null>(null);
  const deposit = useDepositStep({
    money: salon ? { currency: salon.currency, locale: salon.locale } : undefined,
    onPaid: (data, paid) => {
      const visitView = heldVisit.current;
      heldVisit.current = null;
      setConfirmation(
        visitView
          ? { ...visitView, waiting: data.status === 'waiting', ...paid }
          : confirmationOf(data, paid),
      );
      void refreshAvailability();
    },
    onReleased: () => {
      setBookingKey(newIdempotencyKey());
      void refreshAvailability();
    },
    onLeft: () => closeNow(),
  });

  // A held booking's payment comes back: from the e-mailed link (`?hold=`, its token dropped from the
  // address once read) or, after a reload, from the key this tab kept.
  const salonId = salon?._id;
  const resumed = useRef(false);
  const resume = deposit.resume;
  useEffect(() => {
    if (!salonId || resumed.current) return;
    resumed.current = true;
    const token = search.get('hold');
    if (token) {
      setSearch(
        (params) => {
          params.delete('hold');
          return params;
        },
        { replace: true },
      );
      void resume({ token }, salonId);
      return;
    }
    const kept = storedHold(salonId);
    if (kept) void resume(kept, salonId);
  }, [salonId, search, setSearch, resume]);

  const chooseDate = (value: string) => {
    setPickedDate(value);
    setChosen(null);
    visit.clearStart();
  };

  const chooseSlot = (slotStylistId: string, slotId: string) => {
    if (!serviceId) {
      setServiceError(CHOOSE_SERVICE_FIRST);
      return;
    }
    setServerError(null);
    setTaken([]);
    setConfirmation(null);
    deposit.reset();
    setBookingKey(newIdempotencyKey());
    setChosen({ stylistId: slotStylistId, slotId });
  };

  const closeModal = () => {
    if (book.isMutating || deposit.busy) return;
    // A hold still to pay asks first: leaving frees the time (the step's question, then closeNow).
    if (deposit.askToLeave()) return;
    closeNow();
  };

  function closeNow() {
    deposit.reset();
    heldVisit.current = null;
    // After a booking the details stay for the next one; only its comment goes.
    if (confirmation) setDraft((values) => (values ? { ...values, comment: '' } : values));
    setChosen(null);
    setConfirmation(null);
    setServerError(null);
    visit.clearStart();
  }

  const submit = async (values: BookingSubmit) => {
    if (visit.chosen) {
      setServerError(null);
      try {
        const done = await visit.submit(values);
        if (done?.held && salon) {
          heldVisit.current = done.view;
          deposit.hold(salon._id, done.held.key, done.held.deposit, done.view.timeZone);
        } else if (done) setConfirmation(done.view);
        void refreshAvailability();
      } catch (error) {
        setServerError(errorMessage(error));
        void refreshAvailability();
      }
      return;
    }
    if (!salon || !serviceGroup || !service || !slot || !stylistDay || !date || !chosen) return;
    setServerError(null);
    try {
      const { data } = await book.trigger({
        name: values.name,
        email: values.email,
        mobile: values.phone,
        comment: values.comment,
        gender: values.gender,
        availability: null,
        appointmentDate: date,
        requiredDuration: service.requiredTime,
        isNewUser: values.createAccount,
        mainService: serviceGroup._id,
        subService: service._id,
        salon: salon._id,
        stylistId: chosen.stylistId,
        timeData: { id: slot._id, timeAsAString: slot.timeAsAString, timeAsADate: slot.timeAsADate },
        user: customer.customerId,
        slotId: slot._id,
        idempotencyKey: bookingKey,
      });
      // The service takes a deposit or a card on file: the time is held while the visitor pays or saves it.
      if (data.deposit) deposit.hold(salon._id, bookingKey, data.deposit, data.timeZone);
      else if (data.cardSetup) deposit.holdCard(salon._id, bookingKey, data.cardSetup, data.timeZone);
      else setConfirmation(confirmationOf(data));
      void refreshAvailability();
    } catch (error) {
      setServerError(errorMessage(error));
      // Someone took the time meanwhile (409), or it got too close (400): fresh slots, same form.
      if (isApiError(error) && (error.status === 409 || error.status === 400)) {
        setTaken((list) => [...list, slot._id]);
        void refreshAvailability();
      }
    }
  };

  const pickAlternative = (slotId: string) => {
    if (!chosen) return;
    setServerError(null);
    setBookingKey(newIdempotencyKey());
    setChosen({ stylistId: chosen.stylistId, slotId });
  };

  const alternatives = serverError
    ? (stylistDay?.slots ?? [])
        .filter((s) => s.choosable && !taken.includes(s._id))
        .map((s) => ({ slotId: s._id, time: s.timeAsAString }))
    : undefined;

  const dayState: BookingDayState = day.data
    ? readyDay(shown, taken)
    : day.error
      ? { status: 'error', message: errorMessage(day.error) }
      : first.error && !date
        ? { status: 'error', message: errorMessage(first.error) }
        : { status: 'loading' };

  // A confirmation keeps the dialog open although the refreshed times no longer hold the booked start.
  const modalOpen =
    confirmation !== null || deposit.step !== null || (chosen !== null && !!slot) || visit.chosen !== null;

  return (
    <>
      <BookingScreen
        salon={salon ? salonView(salon) : null}
        changePolicy={day.data ? policySentence(day.data.cutoffMinutes) : null}
        timeZone={zone}
        today={today}
        maxDate={maxDate}
        date={date}
        onDateChange={chooseDate}
        serviceGroups={groups}
        serviceId={serviceId}
        onServiceChange={(id) => {
          if (visit.active) {
            if (id) visit.add(id);
            return;
          }
          setServiceId(id);
          setServiceError(null);
        }}
        onAddService={() => {
          if (serviceId) visit.start(serviceId);
          setServiceId(null);
        }}
        visitPanel={visit.active && date ? <VisitPlanner {...visit.plannerProps(date, chooseDate)} /> : null}
        serviceError={serviceError}
        stylists={(day.data?.stylists ?? []).map((s) => ({
          _id: s.stylistData._id,
          name: s.stylistData.name,
        }))}
        stylistId={stylistId}
        onStylistChange={(id) => {
          setStylistId(id);
          setChosen(null);
        }}
        day={website.error ? { status: 'error', message: errorMessage(website.error) } : dayState}
        nextAvailable={next.data ? next.data.date : undefined}
        selectedSlotId={chosen?.slotId ?? null}
        onSlotChoose={chooseSlot}
        modalOpen={modalOpen}
        signedInAs={customer.name}
      />
      {modalOpen && (
        <Suspense fallback={null}>
          <BookingModal
            open
            onClose={closeModal}
            summary={
              visit.chosen
                ? visit.summary && {
                    ...visit.summary,
                    ...(salon ? { money: { currency: salon.currency, locale: salon.locale } } : {}),
                    paymentPolicyText: salon?.paymentPolicyText ?? null,
                  }
                : service && stylistDay && slot && date && zone
                  ? {
                      serviceTitle: service.title,
                      duration: service.requiredTime,
                      price: service.charges,
                      ...(salon ? { money: { currency: salon.currency, locale: salon.locale } } : {}),
                      payment: visitPayment([service], salon?.currency),
                      paymentPolicyText: salon?.paymentPolicyText ?? null,
                      stylistName: stylistDay.stylistData.name,
                      date,
                      time: slot.timeAsAString,
                      timeZone: zone,
                    }
                  : null
            }
            initialValues={draft ?? customer.values ?? undefined}
            onValuesChange={setDraft}
            offerAccount={!customer.customerId}
            onSubmit={(values) => void submit(values)}
            submitting={book.isMutating || visit.submitting}
            serverError={serverError}
            alternatives={visit.chosen ? undefined : alternatives}
            onPickAlternative={pickAlternative}
            confirmation={confirmation}
            deposit={deposit.step && { ...deposit.step, onChooseAnotherTime: closeModal }}
          />
          {deposit.authModal.open && <CardAuthenticationModal {...deposit.authModal} />}
        </Suspense>
      )}
    </>
  );
}
