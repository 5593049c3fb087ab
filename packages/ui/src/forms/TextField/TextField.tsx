import { TextInput, type TextInputProps } from '@salon/ui/primitives/TextInput';
import type { TextControlProps } from '../field-props';
import { TextControlField } from '../TextControlField';

export type TextFieldProps = TextControlProps<TextInputProps>;

/** A labelled one-line text input with its hint and error (FormField + TextInput). */
export function TextField(props: TextFieldProps) {
  return <TextControlField {...props} control={TextInput} />;
}
