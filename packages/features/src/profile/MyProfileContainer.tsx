import type { ProfileUpdateBody } from '@salon/api/auth/schemas';
import { ChangePasswordModal } from '@salon/ui/screens/profile/ChangePasswordModal';
import { CancelSubscriptionModal } from '@salon/ui/screens/salons/CancelSubscriptionModal';
import { LogoutAllSessionsModal } from '@salon/ui/screens/profile/LogoutAllSessionsModal';
import { ProfileFormModal, type ProfileFormValues } from '@salon/ui/screens/profile/ProfileFormModal';
import { BillingHistory } from '@salon/ui/screens/profile/BillingHistory';
import { MyProfileScreen, type MyProfileState } from '@salon/ui/screens/profile/MyProfileScreen';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import {
  errorMessage,
  sessionKeys,
  useProfile,
  useSessionStore,
  useSubscriptionDetail,
  useUserInfo,
} from '../core';
import { CalendarFeedContainer } from './CalendarFeedContainer';
import { toBillingRow } from './billing-view';
import { profileKeys } from './keys';
import { toPlanDetails } from './plan-view';
import { profileCapabilities } from './policies';
import { toProfileDetails } from './profile-view';
import { useBillingHistory } from './use-billing-history';
import { useChangePassword } from './use-change-password';
import { useLogoutAllSessions } from './use-logout-all-sessions';
import { useCancelOwnSubscription, useRenewSubscription } from './use-subscription-actions';
import { useUpdateProfile } from './use-update-profile';

type OpenModal = 'edit' | 'password' | 'sessions' | 'cancel-subscription' | null;

/**
 * /my-profile: the profile, its edit form, password change and signing out every device; for the salon
 * owner the plan, with cancel (the spec's confirmation) and renew, each reloading the plan.
 */
export function MyProfileContainer() {
  const userInfo = useUserInfo();
  const session = useSessionStore();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const profile = useProfile(userInfo?._id);
  const update = useUpdateProfile();
  const password = useChangePassword();
  const sessions = useLogoutAllSessions();
  const [open, setOpen] = useState<OpenModal>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const role = profile.data?.role ?? userInfo?.role ?? 'salon';
  const can = profileCapabilities(role);
  const subscription = useSubscriptionDetail(can.viewPlan && Boolean(userInfo));
  const billing = useBillingHistory(can.viewPlan && Boolean(userInfo));
  const cancelPlan = useCancelOwnSubscription();
  const renewPlan = useRenewSubscription();
  const state: MyProfileState = profile.data
    ? { status: 'ready', profile: toProfileDetails(profile.data) }
    : profile.error
      ? { status: 'error', message: errorMessage(profile.error) }
      : { status: 'loading' };

  const openModal = (modal: OpenModal) => {
    setFormError(null);
    setOpen(modal);
  };

  const saveProfile = async (values: ProfileFormValues) => {
    setFormError(null);
    const body: ProfileUpdateBody = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone,
      address: values.address.trim(),
      ...(can.editServices ? { services: values.services } : {}),
    };
    try {
      const { data, message } = await update.trigger(body);
      toast.success(message);
      setOpen(null);
      if (userInfo) {
        await mutate(sessionKeys.profile(userInfo._id), data);
        // The header shows the name from the session too: keep it in step.
        session.set({ ...userInfo, name: data.name, email: data.email, photo: data.photo });
      }
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  const savePassword = async (values: { currentPassword: string; password: string }) => {
    setFormError(null);
    try {
      const message = await password.trigger(values);
      toast.success(message);
      setOpen(null);
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  const logoutEverywhere = async () => {
    try {
      const message = await sessions.trigger();
      toast.success(message);
      setOpen(null);
      session.set(null);
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const changePlan = async (change: () => Promise<string>) => {
    try {
      toast.success(await change());
      setOpen(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
    await mutate(sessionKeys.subscription);
    await mutate(profileKeys.billingHistory);
  };
  const salonId = userInfo?.salon?._id;

  const current = profile.data;
  return (
    <>
      <MyProfileScreen
        state={state}
        can={can}
        plan={subscription.data ? toPlanDetails(subscription.data) : undefined}
        billing={
          can.viewPlan && (
            <BillingHistory
              state={
                billing.data
                  ? { status: 'ready', payments: billing.data.map(toBillingRow) }
                  : billing.error
                    ? { status: 'error', message: errorMessage(billing.error) }
                    : { status: 'loading' }
              }
            />
          )
        }
        planBusy={cancelPlan.isMutating || renewPlan.isMutating}
        onCancelSubscription={() => openModal('cancel-subscription')}
        onRenewSubscription={() => changePlan(() => renewPlan.trigger())}
        onEditProfile={() => openModal('edit')}
        onChangePassword={() => openModal('password')}
        onLogoutAllSessions={() => openModal('sessions')}
        extraSections={<CalendarFeedContainer />}
      />
      {current && can.editProfile && (
        <ProfileFormModal
          open={open === 'edit'}
          initialValues={{
            name: current.name,
            email: current.email,
            phone: current.phone ?? '',
            address: current.address ?? '',
            services: (current.services ?? []).map((service) => service._id),
          }}
          serviceOptions={
            can.editServices
              ? (current.services ?? []).map((service) => ({ value: service._id, label: service.title }))
              : undefined
          }
          submitting={update.isMutating}
          serverError={formError}
          onSubmit={saveProfile}
          onClose={() => setOpen(null)}
        />
      )}
      {can.changePassword && (
        <ChangePasswordModal
          open={open === 'password'}
          submitting={password.isMutating}
          serverError={formError}
          onSubmit={savePassword}
          onClose={() => setOpen(null)}
        />
      )}
      {can.viewPlan && salonId && (
        <CancelSubscriptionModal
          open={open === 'cancel-subscription'}
          confirming={cancelPlan.isMutating}
          onConfirm={() => changePlan(() => cancelPlan.trigger(salonId))}
          onCancel={() => setOpen(null)}
        />
      )}
      <LogoutAllSessionsModal
        open={open === 'sessions'}
        submitting={sessions.isMutating}
        onConfirm={logoutEverywhere}
        onCancel={() => setOpen(null)}
      />
    </>
  );
}
