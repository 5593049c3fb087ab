/**
 * The conflict messages of accounts, one wording each: e-mails are unique on the platform, phones within a
 * salon (README "Uniqueness"). The onboarding wizard's stylist step has its own wording in the spec
 * (spec 2 §6 "Onboarding stylist").
 */
export const EMAIL_TAKEN = 'An account with this email address already exists';
export const PHONE_TAKEN = 'An account with this phone number already exists in this salon';
/** The messages one form shows for a taken e-mail and phone. */
export interface TakenMessages {
  email: string;
  phone: string;
}

export const ACCOUNT_TAKEN: TakenMessages = { email: EMAIL_TAKEN, phone: PHONE_TAKEN };

/** The onboarding wizard's stylist step, in the spec's own wording. */
export const WIZARD_STYLIST_TAKEN: TakenMessages = {
  email: 'A stylist with this email address already exists. Please enter different email address.',
  phone: 'A stylist with this phone already exists. Please enter different phone number.',
};
