import { expect, screen, userEvent } from 'storybook/test';
import type { Scope } from './dialog';

/** Steps and expectations of the forms (mostly in modals) that the catalogue stories fill. */

/** Types each value into the field labelled with its key, in order. */
export async function typeInto(form: Scope, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(form.getByLabelText(label), value);
  }
}

/** Empties the field labelled `label` and types `value` instead. */
export async function retype(form: Scope, label: string, value: string) {
  await userEvent.clear(form.getByLabelText(label));
  await userEvent.type(form.getByLabelText(label), value);
}

/** Each field labelled with a key holds its value, in order (a form opened on a saved record). */
export async function expectValues(form: Scope, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(form.getByLabelText(label)).toHaveValue(value);
  }
}

/** Clicks the button named `button` in `scope`: a form's 'Submit' unless told ('Update', 'Delete', 'Done', ...). */
export async function clickButton(scope: Scope, button = 'Submit') {
  await userEvent.click(scope.getByRole('button', { name: button }));
}

/** The form's alerts say exactly `messages`, in order (the validation of an empty form). */
export async function expectAlerts(form: Scope, messages: string[]) {
  await expect(form.getAllByRole('alert').map((alert: HTMLElement) => alert.textContent)).toEqual(messages);
}

/** The form shows its (first) alert with `text`: a refused write keeps the form open with the server's message. */
export async function expectFormAlert(form: Scope, text: string | RegExp) {
  await expect(await form.findByRole('alert')).toHaveTextContent(text);
}

/** Opens the select labelled `label` and picks `option` from its menu. */
export async function chooseOption(form: Scope, label: string, option: string) {
  await userEvent.click(form.getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Submits the form as it stands and expects exactly its alerts `messages`, in order (an empty form's validation). */
export async function submitExpectingAlerts(form: Scope, messages: string[]) {
  await clickButton(form);
  await expectAlerts(form, messages);
}

/** Clicks `button` and expects the server's refusal `text` in the form, which stays open. */
export async function submitExpectingFormAlert(form: Scope, text: string | RegExp, button = 'Submit') {
  await clickButton(form, button);
  await expectFormAlert(form, text);
}
