import { pastPolicyMessage } from '@salon/api/booking-settings/schemas';
import type { MyAppointment, VisitTab } from '@salon/api/booking/visits';
import {
  MyAppointmentsScreen,
  type MyAppointmentsState,
  type VisitView,
} from '@salon/ui/screens/booking/MyAppointmentsScreen';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorMessage, listState, useShopCustomer } from '../core';
import { isMineKey } from './keys';
import { useCancelVisit } from './use-cancel-visit';
import { useMyAppointments } from './use-my-appointments';

/** The reschedule page of a visit's signed link, on the salon's site. */
export const reschedulePath = (salonName: string, token: string) =>
  `/salon/${salonName}/reschedule-appointment?token=${encodeURIComponent(token)}`;

const toView = (salonName: string, tab: VisitTab, visit: MyAppointment): VisitView => ({
  id: visit._id,
  code: visit.appointmentId,
  service: [visit.mainService, visit.subService].filter(Boolean).join(' · ') || 'Appointment',
  stylistName: visit.stylistName,
  date: visit.dateAsAString,
  time: visit.timeAsAString,
  timeZone: visit.timeZone,
  price: visit.price,
  status: visit.status,
  rescheduleHref: visit.rescheduleToken ? reschedulePath(salonName, visit.rescheduleToken) : null,
  cancellable: visit.cancelToken !== null,
  changeNote:
    tab === 'upcoming' && visit.status !== 'canceled' && !visit.rescheduleToken && !visit.cancelToken
      ? pastPolicyMessage(visit.cutoffMinutes, visit.salonPhone, 'changed')
      : null,
});

/**
 * /salon/{salonName}/my-appointments: the signed-in customer's upcoming and past visits (the route
 * table sends anyone else to the salon's login). Reschedule opens the visit's reschedule page; Cancel
 * uses the visit's signed cancel token, as the e-mailed link does, and the time is free again at once.
 */
export function MyAppointmentsContainer() {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const customer = useShopCustomer(salonName);
  const [tab, setTab] = useState<VisitTab>('upcoming');
  const [page, setPage] = useState(1);
  const list = useMyAppointments(customer?._id ?? null, tab, page);
  const cancel = useCancelVisit();
  const state: MyAppointmentsState = listState(list, (data) => ({
    visits: data.result.map((visit) => toView(salonName, tab, visit)),
    page,
    pageCount: data.totalPageSize,
  }));

  const onCancel = async (id: string) => {
    const visit = list.data?.result.find((item) => item._id === id);
    if (!visit?.cancelToken) return;
    try {
      toast.success(await cancel.trigger(visit.cancelToken));
    } catch (error) {
      toast.error(errorMessage(error));
    }
    await mutate(isMineKey);
  };

  return (
    <MyAppointmentsScreen
      tab={tab}
      state={state}
      onTabChange={(next) => {
        setTab(next);
        setPage(1);
      }}
      onPageChange={setPage}
      onReschedule={(href) => navigate(href)}
      onCancel={onCancel}
    />
  );
}
