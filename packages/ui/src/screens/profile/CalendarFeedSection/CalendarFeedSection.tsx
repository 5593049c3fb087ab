import { useId } from 'react';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ErrorText } from '../../../primitives/ErrorText';
import { Skeleton } from '../../../primitives/Skeleton';
import { TextInput } from '../../../primitives/TextInput';
import { Actions, Address, Hint, Lead } from './CalendarFeedSection.styles';

export interface CalendarFeedView {
  /** Whose appointments the address holds. */
  scope: 'stylist' | 'salon';
  /** Null when there is no live address (never made, or revoked). */
  url: string | null;
}

export interface CalendarFeedSectionProps {
  /** Null while loading (or when it could not load: `error`). */
  feed: CalendarFeedView | null;
  /** Why the address could not be loaded. */
  error?: string | null;
  /** A renew or revoke call is running. */
  busy?: 'renew' | 'revoke' | null;
  onCopy: (url: string) => void;
  /** Makes a (new) address; the old one stops working. */
  onRenew: () => void;
  onRevoke: () => void;
}

const SCOPE_TEXT = {
  stylist: 'your appointments',
  salon: 'every appointment of the salon, with each stylist’s name',
} as const;

/**
 * My Profile's calendar subscription: a private address that Google Calendar, Apple Calendar or Outlook
 * subscribes to, to copy, revoke or make anew.
 */
export function CalendarFeedSection({
  feed,
  error = null,
  busy = null,
  onCopy,
  onRenew,
  onRevoke,
}: CalendarFeedSectionProps) {
  const addressId = useId();
  return (
    <Card padding="lg" title="Calendar subscription">
      {error ? (
        <ErrorText role="alert">{error}</ErrorText>
      ) : !feed ? (
        <Skeleton shape="text" lines={3} />
      ) : feed.url ? (
        <>
          <Lead>
            Subscribe to this address in Google Calendar, Apple Calendar or Outlook to see{' '}
            {SCOPE_TEXT[feed.scope]}. It refreshes by itself.
          </Lead>
          <Address>
            <label htmlFor={addressId}>Your private calendar address</label>
            <TextInput
              id={addressId}
              readOnly
              value={feed.url}
              onFocus={(event) => event.currentTarget.select()}
            />
          </Address>
          <Hint>
            Anyone with this address can see these appointments. Revoke it if it was shared by mistake.
          </Hint>
          <Actions>
            <Button variant="primary" onClick={() => onCopy(feed.url!)}>
              Copy address
            </Button>
            <Button variant="secondary" onClick={onRenew} loading={busy === 'renew'} disabled={busy !== null}>
              Make a new address
            </Button>
            <Button variant="danger" onClick={onRevoke} loading={busy === 'revoke'} disabled={busy !== null}>
              Revoke
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <Lead>
            You have no calendar address. Make one to see {SCOPE_TEXT[feed.scope]} in Google Calendar, Apple
            Calendar or Outlook.
          </Lead>
          <Actions>
            <Button variant="primary" onClick={onRenew} loading={busy === 'renew'}>
              Make an address
            </Button>
          </Actions>
        </>
      )}
    </Card>
  );
}
