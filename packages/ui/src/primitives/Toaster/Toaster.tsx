import { Toaster as HotToaster } from 'react-hot-toast';
import type { ToastPosition } from 'react-hot-toast';
import { useTheme } from 'styled-components';
import { toastOptions } from './Toaster.styles';

export interface ToasterProps {
  /** Default 'bottom-right'. */
  position?: ToastPosition;
  /** Milliseconds a toast stays (errors stay 2 s longer). Default 4000. */
  duration?: number;
  /** Separate toaster instance (react-hot-toast `toasterId`); toasts must pass the same id. */
  toasterId?: string;
}

/**
 * Where toasts appear, themed. Render it once per app inside UiProvider; features call `toast()`
 * from react-hot-toast directly.
 */
export function Toaster({ position = 'bottom-right', duration = 4000, toasterId }: ToasterProps) {
  const theme = useTheme();
  return (
    <HotToaster
      position={position}
      toasterId={toasterId}
      toastOptions={toastOptions(theme, duration)}
      containerStyle={{ zIndex: theme.zIndices.toast }}
    />
  );
}
