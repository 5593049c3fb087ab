/** SWR keys of the cancel page of a booking's e-mailed link. */
export const bookingCancelKeys = {
  info: (token: string) => ['booking-cancel', 'info', token] as const,
  cancel: (token: string) => ['booking-cancel', 'cancel', token] as const,
};
