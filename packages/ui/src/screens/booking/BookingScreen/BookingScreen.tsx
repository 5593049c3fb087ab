import { HydrateApart } from '@salon/ui/primitives/HydrateApart';
import type { MoneyFormat } from '@salon/rules/money';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { LazyBookingCalendar } from '../BookingCalendar/lazy-booking-calendar';
import { SlotGrid, type SlotGridStylist } from '../SlotGrid';
import { addDays, dayLabel, durationLabel, priceLabel, zoneLabel } from './booking-dates';
import { paymentTag, type BookingServicePayment } from './service-payment';
import {
  AddServiceButton,
  AppLinks,
  CalendarSlot,
  Controls,
  DayHeading,
  DayNav,
  EmptyDay,
  Field,
  FieldError,
  Header,
  Layout,
  Legend,
  LegendItem,
  Main,
  NavButton,
  NextButton,
  Notice,
  Placeholder,
  SalonCard,
  SalonLine,
  Select,
  ServiceSummary,
  SlotsPanel,
  Status,
  Swatch,
  Title,
  ZoneNote,
} from './BookingScreen.styles';

// The month calendar (react-day-picker) loads after the slots show: the page must be quick on a phone.
const BookingCalendar = LazyBookingCalendar;

export interface BookingSalonView {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  androidStoreUrl: string | null;
  iosStoreUrl: string | null;
  /** The salon's currency and locale for the prices (US dollars when left out). */
  money?: MoneyFormat;
}

export interface BookingServiceView {
  _id: string;
  title: string;
  /** Minutes. */
  duration: number;
  /** Major units of the salon's currency. */
  price: number;
  /** A deposit or a card on file the booking takes; absent or null: nothing before the visit. */
  payment?: BookingServicePayment | null;
}

export interface BookingServiceGroupView {
  _id: string;
  title: string;
  services: BookingServiceView[];
}

export type BookingDayState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; stylists: SlotGridStylist[] };

export interface BookingScreenProps {
  /** Null while the salon loads. */
  salon: BookingSalonView | null;
  /**
   * The salon's cancellation policy as the client reads it ('You can cancel or reschedule online up to 24
   * hours before your appointment.'); shown under the times once known.
   */
  changePolicy?: string | null;
  /** The salon's IANA zone: every day and time on the page is in it. */
  timeZone: string | null;
  /** The salon's today and the last bookable day, 'YYYY-MM-DD'. */
  today: string | null;
  maxDate: string | null;
  /** The day shown; null while the first day with a free slot is looked up. */
  date: string | null;
  onDateChange: (date: string) => void;
  serviceGroups: BookingServiceGroupView[] | null;
  serviceId: string | null;
  onServiceChange: (serviceId: string | null) => void;
  /** Shown under the service select (a slot was picked before a service); the select takes focus. */
  serviceError?: string | null;
  /** 'Filter by stylist': every active stylist; `stylistId` null means All. */
  stylists: Array<{ _id: string; name: string }>;
  stylistId: string | null;
  onStylistChange: (stylistId: string | null) => void;
  day: BookingDayState;
  /**
   * The next day with a free slot after the one shown when it has none left: a jump button; null when
   * there is none within the horizon; undefined while unknown.
   */
  nextAvailable?: string | null;
  selectedSlotId?: string | null;
  onSlotChoose: (stylistId: string, slotId: string) => void;
  /** The signed-in customer's name: they book without retyping their details. */
  signedInAs?: string | null;
  /** The booking form is open: when it closes, focus goes back to its slot (or to the day's heading). */
  modalOpen?: boolean;
  /** 'Add another service': several services in one visit; absent where not offered. */
  onAddService?: () => void;
  /** A visit of several services (ui `VisitPlanner`): shown instead of the day's slots. */
  visitPanel?: ReactNode;
}

const SERVICE_SELECT = 'booking-service';
/** How long after the first slots show the month calendar starts loading. */
const CALENDAR_DELAY_MS = 150;
const STYLIST_SELECT = 'booking-stylist';

/** The public booking page (`/salon/{salonName}/book-appointment`). */
export function BookingScreen({
  salon,
  changePolicy,
  timeZone,
  today,
  maxDate,
  date,
  onDateChange,
  serviceGroups,
  serviceId,
  onServiceChange,
  serviceError,
  stylists,
  stylistId,
  onStylistChange,
  day,
  nextAvailable,
  selectedSlotId,
  onSlotChoose,
  signedInAs,
  modalOpen = false,
  onAddService,
  visitPanel,
}: BookingScreenProps) {
  const serviceRef = useRef<HTMLSelectElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastSlot = useRef<string | null>(null);
  if (selectedSlotId) lastSlot.current = selectedSlotId;
  const wasOpen = useRef(modalOpen);
  useEffect(() => {
    if (wasOpen.current && !modalOpen) {
      const button = panelRef.current?.querySelector<HTMLButtonElement>(
        `[data-slot-id="${lastSlot.current ?? ''}"]`,
      );
      if (button && !button.disabled) button.focus();
      else headingRef.current?.focus();
    }
    wasOpen.current = modalOpen;
  }, [modalOpen]);
  useEffect(() => {
    if (serviceError) serviceRef.current?.focus();
  }, [serviceError]);

  const service = serviceGroups
    ?.flatMap((group) => group.services)
    .find((candidate) => candidate._id === serviceId);
  const slots = day.status === 'ready' ? day.stylists.flatMap((stylist) => stylist.slots) : [];
  const free = slots.filter((slot) => slot.choosable).length;
  // The calendar mounts just after the first day's slots have shown, and stays (a picked day keeps its
  // focus): the slots come first on a slow phone.
  const [calendarShown, setCalendarShown] = useState(false);
  const firstDayShown = day.status === 'ready' || day.status === 'error';
  useEffect(() => {
    if (calendarShown || !firstDayShown) return;
    const timer = setTimeout(() => setCalendarShown(true), CALENDAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [calendarShown, firstDayShown]);

  return (
    <Main aria-busy={!salon || day.status === 'loading' || undefined}>
      <Header>
        <Title>Book an appointment</Title>
        {salon ? (
          <SalonCard aria-label="Salon">
            <SalonLine as="p">
              <strong>{salon.name}</strong>
            </SalonLine>
            {salon.address && <SalonLine>{salon.address}</SalonLine>}
            {salon.phone && (
              <SalonLine>
                <a href={`tel:${salon.phone}`}>{formatPhone(salon.phone)}</a>
              </SalonLine>
            )}
            {salon.email && (
              <SalonLine>
                <a href={`mailto:${salon.email}`}>{salon.email}</a>
              </SalonLine>
            )}
            {(salon.androidStoreUrl || salon.iosStoreUrl) && (
              <AppLinks>
                {salon.iosStoreUrl && <a href={salon.iosStoreUrl}>Get our app on the App Store</a>}
                {salon.androidStoreUrl && <a href={salon.androidStoreUrl}>Get our app on Google Play</a>}
              </AppLinks>
            )}
          </SalonCard>
        ) : (
          <Placeholder $height={72} aria-label="Loading salon" role="img" />
        )}
        {signedInAs && <Notice>Booking as {signedInAs}: your details are filled in for you.</Notice>}
      </Header>

      <Layout>
        <Controls>
          <Field>
            <label htmlFor={SERVICE_SELECT}>Service</label>
            <Select
              ref={serviceRef}
              id={SERVICE_SELECT}
              value={serviceId ?? ''}
              disabled={!serviceGroups}
              aria-invalid={serviceError ? true : undefined}
              aria-describedby={serviceError ? `${SERVICE_SELECT}-error` : `${SERVICE_SELECT}-summary`}
              $invalid={Boolean(serviceError)}
              onChange={(event) => onServiceChange(event.target.value || null)}
            >
              <option value="">{serviceGroups ? 'Choose a service' : 'Loading services…'}</option>
              {serviceGroups?.map((group) => (
                <optgroup key={group._id} label={group.title}>
                  {group.services.map((option) => (
                    <option key={option._id} value={option._id}>
                      {[option.title, ...serviceFacts(option, salon?.money)].join(' · ')}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
            {serviceError && (
              <FieldError id={`${SERVICE_SELECT}-error`} role="alert">
                {serviceError}
              </FieldError>
            )}
            <ServiceSummary id={`${SERVICE_SELECT}-summary`} aria-live="polite">
              {service
                ? `${service.title}: ${serviceFacts(service, salon?.money).join(', ')}`
                : 'Choose a service to see its duration and price.'}
            </ServiceSummary>
            {onAddService && service && !visitPanel && (
              <AddServiceButton type="button" onClick={onAddService}>
                Add another service
              </AddServiceButton>
            )}
          </Field>
          <Field>
            <label htmlFor={STYLIST_SELECT}>Filter by stylist</label>
            <Select
              id={STYLIST_SELECT}
              value={stylistId ?? ''}
              onChange={(event) => onStylistChange(event.target.value || null)}
            >
              <option value="">All</option>
              {stylists.map((stylist) => (
                <option key={stylist._id} value={stylist._id}>
                  {stylist.name}
                </option>
              ))}
            </Select>
          </Field>
          <CalendarSlot aria-label="Choose a date">
            {date && today && maxDate && calendarShown ? (
              <Suspense fallback={<Placeholder $height={300} />}>
                <BookingCalendar value={date} today={today} maxDate={maxDate} onChange={onDateChange} />
              </Suspense>
            ) : (
              <Placeholder $height={300} />
            )}
          </CalendarSlot>
        </Controls>

        <SlotsPanel ref={panelRef} aria-labelledby="booking-day">
          <DayNav>
            <NavButton
              type="button"
              aria-label="Previous day"
              disabled={!date || !today || date <= today}
              onClick={() => date && onDateChange(addDays(date, -1))}
            >
              ‹
            </NavButton>
            <DayHeading id="booking-day" ref={headingRef} tabIndex={-1}>
              {date ? dayLabel(date) : 'Finding the first free day…'}
            </DayHeading>
            <NavButton
              type="button"
              aria-label="Next day"
              disabled={!date || !maxDate || date >= maxDate}
              onClick={() => date && onDateChange(addDays(date, 1))}
            >
              ›
            </NavButton>
          </DayNav>
          {timeZone && date && <ZoneNote>All times are {zoneLabel(timeZone, date)}.</ZoneNote>}
          {changePolicy && <ZoneNote>{changePolicy}</ZoneNote>}
          {visitPanel}
          {!visitPanel && (
            <>
              <Legend aria-label="Legend">
                <LegendItem>
                  <Swatch $status="Available" aria-hidden="true" /> Available
                </LegendItem>
                <LegendItem>
                  <Swatch $status="Confirmed" aria-hidden="true" /> Confirmed
                </LegendItem>
                <LegendItem>
                  <Swatch $status="Waiting" aria-hidden="true" /> Waiting
                </LegendItem>
              </Legend>
              <Status role="status">
                {day.status === 'ready' && date
                  ? `${free} free ${free === 1 ? 'time' : 'times'} on ${dayLabel(date)}`
                  : ''}
              </Status>

              {day.status === 'loading' && (
                <Placeholder $height={180} aria-label="Loading time slots" role="img" />
              )}
              {day.status === 'error' && <Notice role="alert">{day.message}</Notice>}
              {day.status === 'ready' && slots.length === 0 && (
                <EmptyDay data-booking-empty="">No Time Slots Available for this day</EmptyDay>
              )}
              {day.status === 'ready' && slots.length > 0 && free === 0 && (
                <EmptyDay as="p" data-booking-empty="">
                  No free times left on this day.
                </EmptyDay>
              )}
              {day.status === 'ready' && free === 0 && nextAvailable && (
                <NextButton type="button" onClick={() => onDateChange(nextAvailable)}>
                  Next available: {dayLabel(nextAvailable)}
                </NextButton>
              )}
              {day.status === 'ready' && free === 0 && nextAvailable === null && (
                <Notice>No free times in the coming weeks. Please call the salon.</Notice>
              )}
              {day.status === 'ready' && slots.length > 0 && date && (
                // Hydrated in a task of its own (TBT).
                <HydrateApart>
                  <SlotGrid
                    date={date}
                    stylists={day.stylists}
                    selectedSlotId={selectedSlotId}
                    onChoose={onSlotChoose}
                  />
                </HydrateApart>
              )}
            </>
          )}
        </SlotsPanel>
      </Layout>
    </Main>
  );
}

/** A service's duration, price and what the booking takes: '30 min', '$35.00', 'Deposit $10.00'. */
function serviceFacts(service: BookingServiceView, money: MoneyFormat | undefined): string[] {
  const facts = [durationLabel(service.duration), priceLabel(service.price, money)];
  return service.payment ? [...facts, paymentTag(service.payment, money)] : facts;
}

/** '212-555-0100' for ten digits (the spec's phone format); other numbers as they are. */
function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` : phone;
}
