import type { ProviderCoupon } from '@salon/api/billing/schemas';
import { ProviderCouponDeleteModal } from '@salon/ui/screens/billing/ProviderCouponDeleteModal';
import {
  EMPTY_PROVIDER_COUPON_FORM,
  ProviderCouponFormModal,
  type ProviderCouponFormValues,
} from '@salon/ui/screens/billing/ProviderCouponFormModal';
import {
  ProviderCouponsScreen,
  type ProviderCouponCardView,
  type ProviderCouponsState,
} from '@salon/ui/screens/billing/ProviderCouponsScreen';
import { useSWRConfig } from 'swr';
import { listState, useListModal, useAddressPagedSearch, useCapabilities } from '../core';
import { cents, couponSummary, discountText, durationText } from './billing-view';
import { billingKeys } from './keys';
import { billingCapabilities } from './policies';
import { useAddProviderCoupon } from './use-add-provider-coupon';
import { useDeleteProviderCoupon } from './use-delete-provider-coupon';
import { useProviderCoupons } from './use-provider-coupons';
import { useRenameProviderCoupon } from './use-rename-provider-coupon';

/** Admin coupon lists show 15 per page (spec 2 §9). */
export const PROVIDER_COUPON_PAGE_SIZE = 15;

type OpenModal = { kind: 'form'; coupon: ProviderCoupon | null } | { kind: 'delete'; coupon: ProviderCoupon };

const toCard = (coupon: ProviderCoupon): ProviderCouponCardView => ({
  id: coupon.id,
  name: coupon.name,
  discount: discountText(coupon),
  duration: durationText(coupon),
});

/**
 * /coupon-bookb: the card provider's coupons. The provider lists them whole, so the search (by name) and
 * the pages of 15 are done here.
 */
export function ProviderCouponsContainer() {
  const can = useCapabilities(billingCapabilities);
  const { mutate } = useSWRConfig();
  const reload = () => mutate(billingKeys.coupons);
  const list = useProviderCoupons();
  const { search, setSearch, page, setPage, filterValue, afterRemoving } = useAddressPagedSearch();
  const { open, show, close, run, formError } = useListModal<OpenModal>(reload);
  const add = useAddProviderCoupon();
  const rename = useRenameProviderCoupon();
  const remove = useDeleteProviderCoupon();

  const needle = filterValue.toLowerCase();
  const matching = (list.data ?? []).filter((coupon) => coupon.name.toLowerCase().includes(needle));
  const pageCount = Math.ceil(matching.length / PROVIDER_COUPON_PAGE_SIZE);
  const shown = matching.slice((page - 1) * PROVIDER_COUPON_PAGE_SIZE, page * PROVIDER_COUPON_PAGE_SIZE);
  const state: ProviderCouponsState = listState(list, () => ({
    coupons: shown.map(toCard),
    page,
    pageCount,
  }));
  const couponOf = (card: ProviderCouponCardView) => list.data?.find((coupon) => coupon.id === card.id);
  const editing = open?.kind === 'form' ? open.coupon : null;

  const submit = async (values: ProviderCouponFormValues) => {
    if (open?.kind !== 'form') return;
    if (editing) {
      await run(() => rename.trigger({ id: editing.id, name: values.name }), 'form');
      return;
    }
    const duration = values.duration ?? 'once';
    await run(
      () =>
        add.trigger({
          name: values.name,
          duration,
          ...(duration === 'repeating' ? { duration_in_months: Number(values.months) } : {}),
          amount_off: cents(values.discount),
          currency: 'usd',
        }),
      'form',
    );
  };

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    await run(() => remove.trigger(open.coupon.id), 'toast', afterRemoving(shown.length));
  };

  return (
    <>
      <ProviderCouponsScreen
        state={state}
        can={can}
        searchValue={search}
        onSearchChange={setSearch}
        onPageChange={setPage}
        onAdd={() => show({ kind: 'form', coupon: null })}
        onEdit={(card) => {
          const coupon = couponOf(card);
          if (coupon) show({ kind: 'form', coupon });
        }}
        onDelete={(card) => {
          const coupon = couponOf(card);
          if (coupon) show({ kind: 'delete', coupon });
        }}
      />
      <ProviderCouponFormModal
        open={open?.kind === 'form'}
        mode={editing ? 'update' : 'create'}
        initialValues={
          editing ? { ...EMPTY_PROVIDER_COUPON_FORM, name: editing.name } : EMPTY_PROVIDER_COUPON_FORM
        }
        summary={editing ? couponSummary(editing) : undefined}
        submitting={add.isMutating || rename.isMutating}
        serverError={formError}
        onSubmit={submit}
        onClose={close}
      />
      <ProviderCouponDeleteModal
        open={open?.kind === 'delete'}
        name={open?.kind === 'delete' ? open.coupon.name : undefined}
        submitting={remove.isMutating}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </>
  );
}
