import { fn } from 'storybook/test';

// The args that form modals' stories share (FormModalState's open and onClose, and the form's onSubmit;
// a create-or-update modal's `mode` and `initialValues`). For stories only (they import storybook's spies).

/** A form modal open, with spied onClose and onSubmit. */
export function formModalArgs() {
  return { open: true, onClose: fn(), onSubmit: fn() };
}

/** A create-or-update form modal open in create mode on `initialValues` (`formModalArgs` besides). */
export function createFormModalArgs<Values>(initialValues: Values) {
  return { ...formModalArgs(), mode: 'create' as const, initialValues };
}

/** An Update story: the modal in update mode on `initialValues` (an existing record's values). */
export function updateFormStory<Values>(initialValues: Values) {
  return { args: { mode: 'update' as const, initialValues } };
}

/** A story where the server refused the submit: the form shows `message`. */
export function serverErrorStory(message: string) {
  return { args: { serverError: message } };
}
