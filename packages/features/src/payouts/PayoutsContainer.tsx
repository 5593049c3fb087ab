import { PayoutsScreen, type PayoutsScreenState } from '@salon/ui/screens/payouts/PayoutsScreen';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, useUserInfo } from '../core';
import { payoutsStateOf } from './payout-view';
import { usePayoutAccount } from './use-payout-account';
import { useStartPayoutOnboarding } from './use-start-payout-onboarding';

export interface PayoutsContainerProps {
  /** Sends the browser to Stripe's onboarding link (a full page load); stories pass a spy. */
  redirect?: (url: string) => void;
}

const leavePage = (url: string) => window.location.assign(url);

/**
 * The Payouts page: the salon's payout account, and its setup on Stripe's hosted onboarding.
 * Back from Stripe (`/payouts?from=stripe`) the page reads the account again. Offline the account is
 * ready at once: no page to go to, the state is read again. The route table guards the role.
 */
export function PayoutsContainer({ redirect = leavePage }: PayoutsContainerProps) {
  const userInfo = useUserInfo();
  const salonId = userInfo?.salon?._id ?? null;
  const query = usePayoutAccount(salonId);
  const start = useStartPayoutOnboarding();
  const [params] = useSearchParams();
  const returned = params.get('from') === 'stripe';
  const { mutate } = query;

  // Back from Stripe: what it knows now, even when this page's data is still in the cache.
  useEffect(() => {
    if (returned) void mutate();
  }, [returned, mutate]);

  const state: PayoutsScreenState = query.data
    ? payoutsStateOf(query.data)
    : query.error
      ? { status: 'error', message: errorMessage(query.error) }
      : { status: 'loading' };

  const onStart = async () => {
    try {
      const result = await start.trigger();
      if (result.data.state === 'connected') {
        toast.success(result.message);
        await mutate();
        return;
      }
      redirect(result.data.url);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <PayoutsScreen
      state={state}
      starting={start.isMutating}
      returned={returned}
      onStart={() => void onStart()}
      onRetry={() => void mutate()}
    />
  );
}
