import { fn } from 'storybook/test';

// The args a create-or-update form modal's stories share (FormModalState plus `mode` and
// `initialValues`). For stories only (they import storybook's spies).

/** The modal open in create mode on `initialValues`, with spied onClose and onSubmit. */
export function createFormModalArgs<Values>(initialValues: Values) {
  return { open: true, mode: 'create' as const, initialValues, onClose: fn(), onSubmit: fn() };
}

/** An Update story: the modal in update mode on `initialValues` (an existing record's values). */
export function updateFormStory<Values>(initialValues: Values) {
  return { args: { mode: 'update' as const, initialValues } };
}

/** A story where the server refused the submit: the form shows `message`. */
export function serverErrorStory(message: string) {
  return { args: { serverError: message } };
}
