/** A person's gender as the forms ask for it. */
export type Gender = 'male' | 'female' | 'other';

/** The gender choices of a person's form, in the order the forms show them. */
export const GENDER_OPTIONS: readonly { value: Gender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];
