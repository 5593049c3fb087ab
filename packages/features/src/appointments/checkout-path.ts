/** The desk's checkout of an appointment (the sales area opens its sale, or starts one, from the address). */
export const checkoutPath = (appointmentId: string) =>
  `/sales/new?appointmentId=${encodeURIComponent(appointmentId)}`;
