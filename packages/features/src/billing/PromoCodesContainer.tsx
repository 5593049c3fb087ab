import type { PromotionCode } from '@salon/api/billing/schemas';
import { PromoCodeFormModal } from '@salon/ui/screens/billing/PromoCodeFormModal';
import {
  PromoCodesScreen,
  type PromoCodeCardView,
  type PromoCodesState,
} from '@salon/ui/screens/billing/PromoCodesScreen';
import { useSWRConfig } from 'swr';
import { listState, useListModal, useRowWriteRunner, useCapabilities } from '../core';
import { couponSummary } from './billing-view';
import { billingKeys } from './keys';
import { billingCapabilities } from './policies';
import { useAddPromoCode } from './use-add-promo-code';
import { usePromoCodes } from './use-promo-codes';
import { useProviderCoupons } from './use-provider-coupons';
import { useTogglePromoCode } from './use-toggle-promo-code';

const toCard = (promo: PromotionCode): PromoCodeCardView => ({
  id: promo.id,
  code: promo.code,
  active: promo.active,
  couponName: promo.coupon.name,
  discount: couponSummary(promo.coupon),
});

/** /promo-codes: the promotion codes with their active switch and the 'New Promo-Code' form. */
export function PromoCodesContainer() {
  const can = useCapabilities(billingCapabilities);
  const { mutate } = useSWRConfig();
  const reload = () => mutate(billingKeys.promoCodes);
  const list = usePromoCodes();
  const { open, show, close, run, formError } = useListModal<'form'>(reload);
  // The coupons to choose from, loaded once the form opens.
  const coupons = useProviderCoupons();
  const rowWrites = useRowWriteRunner(reload);
  const add = useAddPromoCode();
  const toggle = useTogglePromoCode();

  const state: PromoCodesState = listState(list, (data) => ({ promoCodes: data.map(toCard) }));

  return (
    <>
      <PromoCodesScreen
        state={state}
        can={can}
        onAdd={() => show('form')}
        onToggle={(promo, active) =>
          void rowWrites.run(promo.id, () => toggle.trigger({ id: promo.id, active }))
        }
        pendingIds={rowWrites.pendingIds}
      />
      <PromoCodeFormModal
        open={open === 'form'}
        coupons={(coupons.data ?? []).map((coupon) => ({
          value: coupon.id,
          label: `${coupon.name} (${couponSummary(coupon)})`,
        }))}
        couponsLoading={!coupons.data && !coupons.error}
        submitting={add.isMutating}
        serverError={formError}
        onSubmit={(values) => void run(() => add.trigger(values), 'form')}
        onClose={close}
      />
    </>
  );
}
