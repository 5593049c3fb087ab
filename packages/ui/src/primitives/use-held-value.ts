import { useState } from 'react';

/**
 * For the stories of controlled components: holds the value shown, starting at `initial`, and gives the
 * change handler that reports each change to `onChange`, then shows it.
 */
export function useHeldValue<T>(initial: T, onChange: (next: T) => void) {
  const [value, setValue] = useState(initial);
  const change = (next: T) => {
    onChange(next);
    setValue(next);
  };
  return [value, change] as const;
}
