export { createFormModalArgs, formModalArgs, serverErrorStory, updateFormStory } from './form-modal-args';
export { submitRefusedPlay } from './submit-refused-play';
