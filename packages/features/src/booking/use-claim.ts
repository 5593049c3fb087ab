import { claimAppointment } from '@salon/api/booking/endpoints';
import { useApiMutation } from '../core';
import { visitKeys } from './keys';

/** Follows a claim link: the guest visit joins the customer's My appointments. */
export function useClaim(token: string) {
  return useApiMutation(visitKeys.claim(token), (api) => api(claimAppointment, { body: { token } }));
}
