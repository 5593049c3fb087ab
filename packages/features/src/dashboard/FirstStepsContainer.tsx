import { FirstStepsCard, type FirstStepId } from '@salon/ui/screens/dashboard/FirstStepsCard';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { renderSVG } from 'uqr';
import { adminPath, errorMessage, type AdminPage } from '../core';
import { useDismissFirstSteps, useFirstSteps } from './use-first-steps';

/** The admin page where each step is done (its address comes from the route table). */
const STEP_PAGES: Record<Exclude<FirstStepId, 'bookingLink'>, AdminPage> = {
  services: 'services',
  payouts: 'payouts',
  stylistHours: 'stylists',
  websiteLook: 'websiteSettings',
};

/**
 * The owner's first steps on the dashboard, from the server's reading of the salon's data. Hidden once
 * dismissed or once every step is done.
 */
export function FirstStepsContainer() {
  const navigate = useNavigate();
  const firstSteps = useFirstSteps(true);
  const dismiss = useDismissFirstSteps();
  const [qrOpen, setQrOpen] = useState(false);
  const bookingUrl = firstSteps.data?.bookingUrl ?? '';
  const qrCodeSvg = useMemo(
    () => (qrOpen && bookingUrl ? renderSVG(bookingUrl) : null),
    [qrOpen, bookingUrl],
  );

  const data = firstSteps.data;
  if (!data || data.dismissed || Object.values(data.steps).every(Boolean)) return null;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(bookingUrl);
      toast.success('Booking link copied');
    } catch {
      toast.error(`Copy the link by hand: ${bookingUrl}`);
    }
  };
  const close = async () => {
    try {
      await firstSteps.mutate(await dismiss.trigger(), { revalidate: false });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <FirstStepsCard
      done={data.steps}
      bookingUrl={bookingUrl}
      qrCodeSvg={qrCodeSvg}
      onOpenStep={(id) => {
        if (id !== 'bookingLink') navigate(adminPath(STEP_PAGES[id]));
      }}
      onCopyLink={() => void copyLink()}
      onToggleQrCode={() => setQrOpen((open) => !open)}
      onDismiss={() => void close()}
    />
  );
}
