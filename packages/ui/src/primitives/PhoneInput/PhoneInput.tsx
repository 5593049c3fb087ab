import type { ChangeEvent } from 'react';
import { TextInput } from '../TextInput';
import type { TextInputProps } from '../TextInput';
import { formatPhone, PHONE_DISPLAY_MAX_LENGTH, stripPhone } from './phone';

export type PhoneInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** The digits (no dashes). Displayed grouped 3-3-rest, e.g. 555-010-0100. */
  value: string;
  /** Called with the stripped digits (at most 10). */
  onChange: (digits: string) => void;
};

/** A phone field: digits only, shown as 555-010-0100, max 12 characters. Controlled. */
export function PhoneInput({ value, onChange, ...rest }: PhoneInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(stripPhone(formatPhone(event.target.value)));
  };
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={PHONE_DISPLAY_MAX_LENGTH}
      {...rest}
      value={formatPhone(value)}
      onChange={handleChange}
    />
  );
}
