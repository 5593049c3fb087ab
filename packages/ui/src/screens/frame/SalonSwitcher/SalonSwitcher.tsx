import { Select } from '@salon/ui/primitives/Select';
import { useId, useMemo } from 'react';
import { Control, ErrorText, Label, Wrapper } from './SalonSwitcher.styles';

export interface SalonSwitcherOption {
  id: string;
  name: string;
}

export interface SalonSwitcherProps {
  options: SalonSwitcherOption[];
  /** Id of the salon the superadmin works in now. */
  value: string | null;
  onSwitch: (salonId: string) => void;
  /** The salons are loading. */
  loading?: boolean;
  /** A switch is under way. */
  switching?: boolean;
  /** The salons could not be loaded. */
  error?: string | null;
}

/** The superadmin's salon context, in the header. */
export function SalonSwitcher({
  options,
  value,
  onSwitch,
  loading = false,
  switching = false,
  error,
}: SalonSwitcherProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const selectOptions = useMemo(() => options.map((o) => ({ value: o.id, label: o.name })), [options]);
  return (
    <Wrapper aria-busy={loading || switching || undefined}>
      <Label htmlFor={inputId}>Salon</Label>
      <Control>
        <Select<string>
          inputId={inputId}
          options={selectOptions}
          value={value}
          placeholder={loading ? 'Loading salons…' : 'Select salon'}
          isLoading={loading || switching}
          isDisabled={loading || switching}
          noOptionsMessage="No salons found"
          aria-describedby={error ? errorId : undefined}
          invalid={Boolean(error)}
          onChange={(salonId) => {
            if (salonId && salonId !== value) onSwitch(salonId);
          }}
        />
      </Control>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}
