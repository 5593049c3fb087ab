import { failing, isBlank, type FormErrors } from '@salon/ui/forms';

/** Who a notification goes to, as the send form offers it (spec 2 §6). */
export type NotificationTarget = 'all' | 'Stylist' | 'user';

export interface NotificationFormValues {
  to: NotificationTarget | null;
  title: string;
  body: string;
}

export type NotificationFormErrors = FormErrors<keyof NotificationFormValues>;

export const EMPTY_NOTIFICATION_FORM: NotificationFormValues = { to: null, title: '', body: '' };

/** The send form's checks of spec 2 §5, in field order. */
export function validateNotification(values: NotificationFormValues): NotificationFormErrors {
  return failing({
    to: values.to ? undefined : 'Please select send to',
    title: isBlank(values.title) ? 'Please enter notification title' : undefined,
    body: isBlank(values.body) ? 'Please enter notification content' : undefined,
  });
}
