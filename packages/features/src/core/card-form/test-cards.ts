/** Stripe's test cards the offline provider takes (README "Payments"). */
export const OFFLINE_TEST_CARDS = ['4242 4242 4242 4242', '4000 0025 0000 3155', '4000 0000 0000 0002'];
