import { TextArea, type TextAreaProps } from '@salon/ui/primitives/TextArea';
import type { TextControlProps } from '../field-props';
import { TextControlField } from '../TextControlField';

export type TextAreaFieldProps = TextControlProps<TextAreaProps>;

/** A labelled multi-line text input with its hint and error (FormField + TextArea). */
export function TextAreaField(props: TextAreaFieldProps) {
  return <TextControlField {...props} control={TextArea} />;
}
