import { Button } from '../../primitives/Button';
import { ErrorText } from '../../primitives/ErrorText';
import { Icon } from '../../primitives/Icon';
import { formatReceived, type ExportState } from '../ExportMenu';
import { Progress, Root } from './ExportButton.styles';

export interface ExportButtonProps {
  state: ExportState;
  onExport: () => void;
  /** Default 'Export CSV'. */
  label?: string;
}

/**
 * One file to download (a report's days as CSV): the button, then the bytes received while the file
 * streams, or why it failed (the button stays, to try again).
 */
export function ExportButton({ state, onExport, label = 'Export CSV' }: ExportButtonProps) {
  const running = state.kind === 'running';
  return (
    <Root>
      <Button
        variant="secondary"
        loading={running}
        iconStart={<Icon name="download" size={16} />}
        onClick={onExport}
      >
        {label}
      </Button>
      {running && (
        <Progress role="status">
          Exporting… {state.receivedBytes > 0 ? formatReceived(state.receivedBytes) : ''}
        </Progress>
      )}
      {state.kind === 'error' && <ErrorText role="alert">{state.message}</ErrorText>}
    </Root>
  );
}
