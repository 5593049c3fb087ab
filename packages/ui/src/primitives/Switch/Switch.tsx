import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { SwitchButton, Thumb, Track } from './Switch.styles';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Accessible name; shown beside the switch unless `hideLabel`. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Put the label before the track. */
  labelFirst?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  'aria-describedby'?: string;
  className?: string;
}

/** An on/off toggle (role="switch"). */
export function Switch({
  checked,
  onChange,
  label,
  hideLabel = false,
  labelFirst = false,
  disabled,
  id,
  name,
  'aria-describedby': describedBy,
  className,
}: SwitchProps) {
  return (
    <SwitchButton
      type="button"
      role="switch"
      id={id}
      name={name}
      aria-checked={checked}
      aria-describedby={describedBy}
      disabled={disabled}
      $labelFirst={labelFirst}
      className={className}
      onClick={() => onChange(!checked)}
    >
      <Track $checked={checked} aria-hidden="true">
        <Thumb $checked={checked} />
      </Track>
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </SwitchButton>
  );
}
