import type { Scope } from './dialog';
import { clickButton, typeInto } from './form';

/** Fills the sign-in form in `form` (the staff page, the customers' page or their modal) and clicks 'Sign In'. */
export async function signIn(form: Scope, email: string, password: string) {
  await typeInto(form, { Email: email, Password: password });
  await clickButton(form, 'Sign In');
}
