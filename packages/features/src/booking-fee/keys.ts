/** SWR keys of the page of a fee's e-mailed payment link. */
export const bookingFeeKeys = {
  payment: (token: string) => ['booking-fee', 'payment', token] as const,
  pay: (token: string) => ['booking-fee', 'pay', token] as const,
};
