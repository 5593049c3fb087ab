export { SlotFormModal } from './SlotFormModal';
export type { SlotFormModalProps } from './SlotFormModal';
export { validateSlot } from './validate-slot';
export type { SlotFormErrors, SlotFormValues } from './validate-slot';
