export { ContactForm } from './ContactForm';
export type { ContactFormProps } from './ContactForm';
export { EMPTY_CONTACT_FORM, validateContactForm } from './contact-form-rules';
export type { ContactFormField, ContactFormValues } from './contact-form-rules';
