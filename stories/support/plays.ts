import { userEvent } from 'storybook/test';
import { confirmDelete, expectDoneAndClosed, type Scope } from './dialog';
import { expectAlert, expectRedirectedTo, expectTexts, expectToast } from './expect';
import { clickButton, submitExpectingAlerts, submitExpectingFormAlert } from './form';
import { expectListBusy, expectNoData, expectTableBusy } from './list';

/**
 * Whole play functions that many catalogue stories share: a story names one as its `play` (the
 * stories' tags, args and parameters stay written in each story).
 */
export type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** Finds a row or a card by the name it shows (`rowOf`, `cardOf`) once the list has loaded. */
export type FindItem = (canvasElement: HTMLElement, name: string) => Promise<Scope>;

/** Opens a dialog from the page (`openDialog` bound to its button, `openFromRow` bound to a row). */
export type OpenDialog = (canvasElement: HTMLElement) => Promise<Scope>;

/** A step in an open dialog: fills its fields, checks what it shows. */
export type DialogStep = (dialog: Scope) => Promise<void>;

/** The route guard sent the viewer to `path` (a refused role). */
export const playRedirectedTo =
  (path: string | RegExp): Play =>
  ({ canvasElement }) =>
    expectRedirectedTo(canvasElement, path);

/** The page's alert says `text` (a failed load). */
export const playAlert =
  (text: string | RegExp): Play =>
  ({ canvasElement }) =>
    expectAlert(canvasElement, text);

/** The list's empty state with its own `message`. */
export const playNoData =
  (message: string): Play =>
  ({ canvasElement }) =>
    expectNoData(canvasElement, message);

/** The table is busy while its first page loads. */
export const playTableBusy: Play = ({ canvasElement }) => expectTableBusy(canvasElement);

/** The card list named `name` is busy while it loads. */
export const playListBusy =
  (name: string): Play =>
  ({ canvasElement }) =>
    expectListBusy(canvasElement, name);

/** Clicks the switch named `label` of the row or card `name` and expects the server's `toast`. */
export const playSwitch =
  (find: FindItem, name: string, label: string, toast: string): Play =>
  async ({ canvasElement }) => {
    const item = await find(canvasElement, name);
    await userEvent.click(item.getByRole('switch', { name: label }));
    await expectToast(toast);
  };

/** Opens the dialog, fills it, clicks `button` and expects the server's `toast`, the dialog closed. */
export const playSubmitted =
  (open: OpenDialog, fill: DialogStep, toast: string, button = 'Submit'): Play =>
  async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await fill(dialog);
    await clickButton(dialog, button);
    await expectDoneAndClosed(toast);
  };

/** Opens the dialog, fills it, clicks `button` and expects the server's refusal `text` in the open form. */
export const playRefused =
  (open: OpenDialog, fill: DialogStep, text: string | RegExp, button = 'Submit'): Play =>
  async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await fill(dialog);
    await submitExpectingFormAlert(dialog, text, button);
  };

/** Opens the delete dialog, checks that it says `texts`, confirms and expects the server's `toast`. */
export const playDeleted =
  (open: OpenDialog, texts: string[], toast: string): Play =>
  async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expectTexts(dialog, texts);
    await confirmDelete(dialog, toast);
  };

/** Opens the dialog, submits it empty and expects exactly its alerts `messages`; `then` checks further. */
export const playValidation =
  (open: OpenDialog, messages: string[], then?: DialogStep): Play =>
  async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await submitExpectingAlerts(dialog, messages);
    if (then) await then(dialog);
  };
