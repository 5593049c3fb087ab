import { minorToText, textToMinor, type MoneyFormat } from '@salon/api/money/format';
import { COUPON_PAGE_SIZE, type Coupon } from '@salon/api/coupons/schemas';
import { CouponDeleteModal } from '@salon/ui/screens/coupons/CouponDeleteModal';
import {
  CouponFormModal,
  discountValue,
  EMPTY_COUPON_FORM,
  type CouponFormValues,
} from '@salon/ui/screens/coupons/CouponFormModal';
import {
  CouponsScreen,
  type CouponCardView,
  type CouponsState,
} from '@salon/ui/screens/coupons/CouponsScreen';
import { listState, useListPage, useCapabilities, useSalonMoney } from '../core';
import { dateOf, dayOf, dayText, discountText } from './coupon-text';
import { isCouponsListKey } from './keys';
import { couponsCapabilities } from './policies';
import { useCoupons } from './use-coupons';
import { useDeleteCoupon } from './use-delete-coupon';
import { useSaveCoupon } from './use-save-coupon';
import { useToggleCoupon } from './use-toggle-coupon';

type OpenModal = { kind: 'form'; coupon: Coupon | null } | { kind: 'delete'; coupon: Coupon };

const toCard = (coupon: Coupon, money: MoneyFormat): CouponCardView => ({
  id: coupon._id,
  title: coupon.title,
  code: coupon.code,
  discount: discountText(coupon, money),
  validFrom: dayText(coupon.startDate),
  validTill: dayText(coupon.expireDate),
  description: coupon.description,
  isExpired: coupon.isExpired,
  enable: coupon.enable,
});

const formValuesOf = (coupon: Coupon, currency: string): CouponFormValues => ({
  title: coupon.title,
  discountType: coupon.discountType,
  discount:
    coupon.discountType === 'percent' ? String(coupon.discount) : minorToText(coupon.discount, currency),
  code: coupon.code,
  startDate: dateOf(coupon.startDate),
  endDate: dateOf(coupon.expireDate),
  description: coupon.description,
});

export interface CouponsContainerProps {
  /** A fixed "today" for the date pickers (stories); the browser's today otherwise. */
  now?: Date;
}

/** /coupon: the salon's coupons with add, update, enable and delete (spec 2 §2, §4, §5). */
export function CouponsContainer({ now }: CouponsContainerProps) {
  const money = useSalonMoney();
  const can = useCapabilities(couponsCapabilities);
  const listPage = useListPage<Coupon, OpenModal>(isCouponsListKey, useCoupons, COUPON_PAGE_SIZE);
  const { search, setSearch, page, setPage, afterRemoving, list, items: coupons } = listPage;
  const { open, show, close, run, formError, showItem, rowWrites } = listPage;
  const save = useSaveCoupon();
  const toggle = useToggleCoupon();
  const remove = useDeleteCoupon();

  const state: CouponsState = listState(list, (data) => ({
    coupons: data.result.map((coupon) => toCard(coupon, money)),
    page,
    pageCount: data.totalPageSize,
  }));

  const submitForm = async (values: CouponFormValues) => {
    if (open?.kind !== 'form') return;
    // An amount off is in the salon's currency's minor units (cents, yen, fils).
    const discount =
      values.discountType === 'amount' ? textToMinor(values.discount, money.currency) : discountValue(values);
    if (discount === null || !values.startDate || !values.endDate) return;
    await run(
      () =>
        save.trigger({
          ...(open.coupon ? { id: open.coupon._id } : {}),
          title: values.title,
          discountType: values.discountType,
          discount,
          code: values.code,
          startDate: dayOf(values.startDate!),
          endDate: dayOf(values.endDate!),
          description: values.description,
        }),
      'form',
    );
  };

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    const { coupon } = open;
    await run(() => remove.trigger(coupon._id), 'toast', afterRemoving(coupons.length));
  };

  const editing = open?.kind === 'form' ? open.coupon : null;
  return (
    <>
      <CouponsScreen
        state={state}
        can={can}
        search={search}
        onSearchChange={setSearch}
        onPageChange={setPage}
        onAdd={() => show({ kind: 'form', coupon: null })}
        onToggle={(id, enable) => void rowWrites.run(id, () => toggle.trigger({ id, enable }))}
        onEdit={(id) => showItem(id, (coupon) => ({ kind: 'form', coupon }))}
        onDelete={(id) => showItem(id, (coupon) => ({ kind: 'delete', coupon }))}
        pendingIds={rowWrites.pendingIds}
      />
      <CouponFormModal
        // A fresh form for each coupon opened.
        key={editing?._id ?? 'new'}
        open={open?.kind === 'form'}
        mode={editing ? 'update' : 'create'}
        initialValues={editing ? formValuesOf(editing, money.currency) : EMPTY_COUPON_FORM}
        today={now ?? new Date()}
        money={money}
        submitting={save.isMutating}
        serverError={formError}
        onSubmit={submitForm}
        onClose={close}
      />
      <CouponDeleteModal
        open={open?.kind === 'delete'}
        name={open?.kind === 'delete' ? `${open.coupon.title} (${open.coupon.code})` : undefined}
        submitting={remove.isMutating}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </>
  );
}
