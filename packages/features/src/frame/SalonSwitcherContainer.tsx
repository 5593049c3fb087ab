import { SalonSwitcher } from '@salon/ui/screens/frame/SalonSwitcher';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorMessage, useEnabledSalons, useSessionStore, useUserInfo } from '../core';
import { useSwitchSalon } from './use-switch-salon';

/**
 * The superadmin's salon switcher: switching stores the returned userInfo, shows the server's message,
 * revalidates everything loaded for the old salon and goes to the dashboard (spec 1 §4).
 */
export function SalonSwitcherContainer() {
  const userInfo = useUserInfo();
  const session = useSessionStore();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const salons = useEnabledSalons();
  const { trigger, isMutating } = useSwitchSalon();

  const options = useMemo(
    () => (salons.data ?? []).map((salon) => ({ id: salon._id, name: salon.name })),
    [salons.data],
  );

  const switchTo = async (salonId: string) => {
    if (salonId === userInfo?.salon?._id) return;
    try {
      const { data, message } = await trigger(salonId);
      session.set(data);
      toast.success(message);
      await mutate(() => true);
      navigate('/');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <SalonSwitcher
      options={options}
      value={userInfo?.salon?._id ?? null}
      loading={salons.isLoading}
      error={salons.error ? errorMessage(salons.error) : null}
      switching={isMutating}
      onSwitch={switchTo}
    />
  );
}
