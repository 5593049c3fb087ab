import { TeamDayScreen, type TeamDayState } from '@salon/ui/screens/appointments/TeamDayScreen';
import { EMPTY_WALK_IN, WalkInModal } from '@salon/ui/screens/appointments/WalkInModal';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { listState, useRowWriteRunner, useUserInfo, useWriteRunner } from '../core';
import { checkoutPath } from './checkout-path';
import { isTeamDayKey } from './keys';
import { teamDayPolicy } from './policies';
import { dayTitle, localDate, shiftDate, toTeamDayColumns } from './team-day-view';
import { useChangeStage } from './use-change-stage';
import { useClock } from './use-clock';
import { useServiceChoices } from './use-service-choices';
import { useTeamDay } from './use-team-day';
import { useWalkIn } from './use-walk-in';

/** The address parameter of the day shown (`?date=2026-03-16`); none: today in the salon's zone. */
export const DATE_PARAM = 'date';

const isLocalDate = (value: string | null): value is string => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '');

export interface TeamDayContainerProps {
  /** A fixed "now" (stories, screenshots); the real clock otherwise. */
  now?: Date;
}

/** /calendar: the desk's day of the whole team, the day in the address; a stylist moves their own visits. */
export function TeamDayContainer({ now }: TeamDayContainerProps) {
  const userInfo = useUserInfo();
  const navigate = useNavigate();
  const clock = useClock(now);
  const [params, setParams] = useSearchParams();
  const asked = params.get(DATE_PARAM);
  const date = isLocalDate(asked) ? asked : null;
  const day = useTeamDay(date);
  const { mutate } = useSWRConfig();
  const changeStage = useChangeStage();
  const { pendingIds, run } = useRowWriteRunner(() => mutate(isTeamDayKey));
  const [walkInOpen, setWalkInOpen] = useState(false);
  const walkIn = useWalkIn();
  const services = useServiceChoices(walkInOpen);
  const walkInWrite = useWriteRunner(
    () => setWalkInOpen(false),
    () => mutate(isTeamDayKey),
  );

  const today = day.data ? localDate(clock, day.data.timeZone) : null;
  const shown = date ?? day.data?.date ?? today;
  const goTo = (next: string | null) =>
    setParams((current) => {
      const address = new URLSearchParams(current);
      if (next === null || next === today) address.delete(DATE_PARAM);
      else address.set(DATE_PARAM, next);
      return address;
    });

  const state: TeamDayState = listState(day, (data) => ({
    columns: toTeamDayColumns(data, (stylistId) =>
      userInfo ? teamDayPolicy(userInfo, stylistId) : { move: false, checkout: false },
    ),
  }));

  // The stylists this viewer may book a walk-in for: as for any booking, a stylist only themself.
  const bookable = (day.data?.stylists ?? [])
    .filter((stylist) => userInfo && teamDayPolicy(userInfo, stylist._id).move)
    .map((stylist) => ({ value: stylist._id, label: stylist.name }));
  const isToday = date === null || date === today;
  const onlyStylist = bookable.length === 1 || day.data?.stylists.length === 1 ? bookable[0] : undefined;

  return (
    <TeamDayScreen
      dateLabel={shown ? dayTitle(shown) : 'Today'}
      isToday={isToday}
      state={state}
      pendingIds={pendingIds}
      onPreviousDay={() => shown && goTo(shiftDate(shown, -1))}
      onNextDay={() => shown && goTo(shiftDate(shown, 1))}
      onToday={() => goTo(null)}
      onStage={(card, stage) =>
        void run(card.id, () => changeStage.trigger({ appointmentId: card.id, stage }))
      }
      onCheckout={(appointmentId) => navigate(checkoutPath(appointmentId))}
      // A walk-in starts now: offered on today's page only.
      {...(isToday && bookable.length > 0
        ? {
            onWalkIn: () => {
              walkInWrite.setFormError(null);
              setWalkInOpen(true);
            },
          }
        : {})}
      walkInModal={
        <WalkInModal
          open={walkInOpen}
          initialValues={{ ...EMPTY_WALK_IN, stylistId: onlyStylist?.value ?? null }}
          stylists={onlyStylist ? [onlyStylist] : bookable}
          services={services.data ?? []}
          submitting={walkIn.isMutating}
          serverError={walkInWrite.formError}
          onClose={() => setWalkInOpen(false)}
          onSubmit={(values) =>
            void walkInWrite.run(
              () =>
                walkIn.trigger({
                  stylistId: values.stylistId,
                  service: values.service,
                  subService: values.subService,
                  requiredTime: values.minutes,
                  name: values.name,
                  email: values.email,
                  phone: values.phone,
                }),
              'form',
            )
          }
        />
      }
    />
  );
}
