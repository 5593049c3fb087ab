import { can } from '@salon/api/permissions';
import { CancelSubscriptionModal } from '@salon/ui/screens/salons/CancelSubscriptionModal';
import { Button } from '@salon/ui/primitives/Button';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, useUserInfo } from '../core';
import { useCancelSubscription } from './use-cancel-subscription';

export interface CancelSubscriptionContainerProps {
  /** Called after the server accepted the cancel (e.g. to reload the profile's plan information). */
  onCancelled?: () => void;
}

/**
 * The salon owner's 'Cancel Subscription' button and its confirmation, for My Profile: cancels the
 * viewer's own salon. Renders nothing for other roles or without a salon.
 */
export function CancelSubscriptionContainer({ onCancelled }: CancelSubscriptionContainerProps) {
  const userInfo = useUserInfo();
  const cancel = useCancelSubscription();
  const [open, setOpen] = useState(false);
  const salonId = userInfo?.salon?._id;
  // The admin cancels from the salon list; here only the owner, for their own salon.
  if (!userInfo || !can(userInfo.role, 'salons.ownSubscription') || !salonId) return null;

  const confirm = async () => {
    try {
      toast.success(await cancel.trigger(salonId));
      setOpen(false);
      onCancelled?.();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancel Subscription
      </Button>
      <CancelSubscriptionModal
        open={open}
        confirming={cancel.isMutating}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
