import { ListCard } from '@salon/ui/patterns/ListCard';
import type { ItemsState } from '@salon/ui/patterns/PagedCards';
import { addButton } from '@salon/ui/patterns/add-button';
import { Switch } from '@salon/ui/primitives/Switch';
import { CardHead, CardTitle, Muted } from '../BillingCards.styles';
import { BillingCardsPage } from '../BillingCardsPage';

export interface PromoCodeCardView {
  id: string;
  code: string;
  active: boolean;
  couponName: string;
  /** The coupon's discount and duration as shown, e.g. '$10.00 off, once'. */
  discount: string;
}

export type PromoCodesState = ItemsState<'promoCodes', PromoCodeCardView>;

export interface PromoCodesScreenProps {
  state: PromoCodesState;
  can: { manage: boolean };
  onAdd: () => void;
  onToggle: (promo: PromoCodeCardView, active: boolean) => void;
  pendingIds?: readonly string[];
}

/** /promo-codes: promotion codes as cards with an active switch and 'New Promo-Code' (spec 2 §2). */
export function PromoCodesScreen({ state, can, onAdd, onToggle, pendingIds = [] }: PromoCodesScreenProps) {
  return (
    <BillingCardsPage
      title="Promo Codes"
      {...addButton(can.manage, 'New Promo-Code', onAdd)}
      state={state}
      items={state.status === 'ready' ? state.promoCodes : []}
      label="Promo codes"
      skeletonLines={3}
      emptySubtitle="We could not find any promo code. Please add one"
      renderItem={(promo) => (
        <ListCard key={promo.id} label={promo.code}>
          <CardHead>
            <CardTitle>{promo.code}</CardTitle>
            <Switch
              checked={promo.active}
              label={`${promo.code} active`}
              hideLabel
              disabled={!can.manage || pendingIds.includes(promo.id)}
              onChange={(active) => onToggle(promo, active)}
            />
          </CardHead>
          <Muted>Coupon: {promo.couponName}</Muted>
          <Muted>{promo.discount}</Muted>
          <Muted>{promo.active ? 'Active' : 'Inactive'}</Muted>
        </ListCard>
      )}
    />
  );
}
