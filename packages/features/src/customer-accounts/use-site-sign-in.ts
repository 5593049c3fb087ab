import type { LoginValues } from '@salon/ui/screens/auth/LoginScreen';
import toast from 'react-hot-toast';
import { useServerError, useSessionStore } from '../core';
import { useSiteLogin } from './use-site-login';

/**
 * The site's sign-in form, on the sign-in page and in the Login modal: signs the customer in at
 * `salonName`, keeps the session, welcomes them by name and then `done()`; a refusal shows in the form.
 */
export function useSiteSignIn(salonName: string, done: () => void) {
  const session = useSessionStore();
  const { trigger, isMutating } = useSiteLogin(salonName);
  const { serverError, setServerError, attempt } = useServerError();

  const onSubmit = (values: LoginValues) =>
    attempt(async () => {
      const info = await trigger(values);
      session.set(info);
      toast.success(`Welcome back, ${info.name}`);
      done();
    });

  return { form: { onSubmit, submitting: isMutating, serverError }, setServerError };
}
