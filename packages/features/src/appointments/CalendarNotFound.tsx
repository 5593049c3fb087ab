import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { Button } from '@salon/ui/primitives/Button';
import { useNavigate } from 'react-router-dom';

/** Stylist ids are UUIDs: anything else in a calendar link names no stylist. */
export const STYLIST_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A calendar link that names no stylist of the salon (a typo, a deleted stylist): a not-found state with
 * the way back, instead of the server's validation text above a calendar whose buttons cannot work.
 */
export function CalendarNotFound() {
  const navigate = useNavigate();
  return (
    <EmptyState
      icon="calendar"
      title="Stylist not found"
      subtitle="This calendar link does not match any stylist of your salon."
      action={<Button onClick={() => navigate('/', { replace: true })}>Back to Dashboard</Button>}
    />
  );
}
