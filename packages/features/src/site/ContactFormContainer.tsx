import { ContactForm, type ContactFormValues } from '@salon/ui/screens/site/ContactForm';
import toast from 'react-hot-toast';
import { errorMessage } from '../core';
import { useContactUs } from './use-contact-us';

export interface ContactFormContainerProps {
  salonName: string;
}

/** The home's contact form: sends to the salon, shows the server's answer, clears after success. */
export function ContactFormContainer({ salonName }: ContactFormContainerProps) {
  const { trigger, isMutating } = useContactUs(salonName);
  const send = async (values: ContactFormValues) => {
    try {
      toast.success(await trigger(values));
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  };
  return <ContactForm onSubmit={send} submitting={isMutating} />;
}
