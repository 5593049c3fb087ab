import { useState } from 'react';
import { IconButton } from '../IconButton';
import { TextInput } from '../TextInput';
import type { TextInputProps } from '../TextInput';

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'endAdornment'> & {
  /** Start with the password shown. */
  defaultVisible?: boolean;
};

/** A password field with a show/hide toggle ('Show password' / 'Hide password'). */
export function PasswordInput({ defaultVisible = false, disabled, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextInput
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={rest.autoComplete ?? 'current-password'}
      endAdornment={
        <IconButton
          size="sm"
          icon={visible ? 'eye-off' : 'eye'}
          label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          showTooltip={false}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
