import { useValidatedForm } from '@salon/ui/forms';
import { PhoneField } from '@salon/ui/forms/PhoneField';
import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { TextField } from '@salon/ui/forms/TextField';
import { Button } from '@salon/ui/primitives/Button';
import { useId } from 'react';
import {
  EMPTY_CONTACT_FORM,
  validateContactForm,
  type ContactFormField,
  type ContactFormValues,
} from './contact-form-rules';
import { Form, Submit, Wide } from './ContactForm.styles';

export interface ContactFormProps {
  /** Sends the message; resolves true when it was sent (the form then clears), false otherwise. */
  onSubmit: (values: ContactFormValues) => Promise<boolean>;
  submitting?: boolean;
}

/** The contact form of the salon home (spec 2 §5): sent only when every field is valid, cleared after. */
export function ContactForm({ onSubmit, submitting = false }: ContactFormProps) {
  const id = useId();
  const form = useValidatedForm<ContactFormValues, ContactFormField>(EMPTY_CONTACT_FORM, validateContactForm);
  const { field } = form;
  const send = form.handleSubmit(async (valid) => {
    if (await onSubmit({ ...valid, name: valid.name.trim(), subject: valid.subject.trim() })) {
      form.update(EMPTY_CONTACT_FORM);
      form.setErrors({});
    }
  });
  return (
    <Form noValidate aria-label="Contact form" onSubmit={send}>
      <TextField id={`${id}-name`} label="Name" {...field('name')} autoComplete="name" maxLength={100} />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        {...field('email')}
        autoComplete="email"
        maxLength={254}
      />
      <PhoneField id={`${id}-phone`} label="Phone" {...field('phone')} />
      <TextField id={`${id}-subject`} label="Subject" {...field('subject')} maxLength={200} />
      <Wide>
        <TextAreaField id={`${id}-message`} label="Message" rows={5} {...field('message')} maxLength={5000} />
      </Wide>
      <Submit>
        <Button type="submit" loading={submitting}>
          Send Message
        </Button>
      </Submit>
    </Form>
  );
}
