import { Button } from '../../primitives/Button';
import { ErrorText } from '../../primitives/ErrorText';
import { Icon } from '../../primitives/Icon';
import { ActionMenu } from '@salon/ui/patterns/ActionMenu';
import { Progress, Root } from './ExportMenu.styles';

/** One way to export: "Clients (CSV)", "Appointments, last 30 days (CSV)". */
export interface ExportChoice {
  id: string;
  label: string;
}

export type ExportState =
  { kind: 'idle' } | { kind: 'running'; receivedBytes: number } | { kind: 'error'; message: string };

export interface ExportMenuProps {
  choices: readonly ExportChoice[];
  state: ExportState;
  onExport: (choice: ExportChoice) => void;
  /** Default 'Export'. */
  label?: string;
}

/** "12.4 KB": how much of a streamed file has arrived (its size is unknown until the end). */
export function formatReceived(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A list page's Export button: a menu of files to download, then the bytes received while the file
 * streams, or why it failed (the menu stays, to try again).
 */
export function ExportMenu({ choices, state, onExport, label = 'Export' }: ExportMenuProps) {
  const running = state.kind === 'running';
  return (
    <Root>
      <ActionMenu
        label={label}
        align="end"
        items={choices.map((choice) => ({ label: choice.label, onSelect: () => onExport(choice) }))}
        trigger={(props) => (
          <Button {...props} variant="secondary" loading={running}>
            <Icon name="download" size={16} />
            {label}
          </Button>
        )}
      />
      {running && (
        <Progress role="status">
          Exporting… {state.receivedBytes > 0 ? formatReceived(state.receivedBytes) : ''}
        </Progress>
      )}
      {state.kind === 'error' && <ErrorText role="alert">{state.message}</ErrorText>}
    </Root>
  );
}
