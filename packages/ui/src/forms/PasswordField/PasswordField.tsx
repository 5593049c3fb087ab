import { PasswordInput, type PasswordInputProps } from '@salon/ui/primitives/PasswordInput';
import type { TextControlProps } from '../field-props';
import { TextControlField } from '../TextControlField';

export type PasswordFieldProps = TextControlProps<PasswordInputProps>;

/** A labelled password input with its show/hide toggle, hint and error. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextControlField {...props} control={PasswordInput} />;
}
