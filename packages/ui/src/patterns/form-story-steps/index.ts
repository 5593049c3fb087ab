export { createFormModalArgs, serverErrorStory, updateFormStory } from './form-modal-args';
export { submitRefusedPlay } from './submit-refused-play';
