import { FormField } from '@salon/ui/patterns/FormField';
import { TitledPage } from '@salon/ui/patterns/TitledPage';
import { Button } from '@salon/ui/primitives/Button';
import { Card } from '@salon/ui/primitives/Card';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { minorToText } from '@salon/rules/money';
import { useId, useState, type ReactNode } from 'react';
import { PosTipSection } from '../PosTipSection';
import { moneyIn, type PersonRef, type SaleDraft, type SaleItemView, type SaleView } from '../sale-model';
import {
  draftFromForm,
  formOf,
  type CheckoutErrors,
  type CheckoutForm,
  type LineForm,
} from './checkout-form';
import {
  Actions,
  Column,
  Coupon,
  Fields,
  Layout,
  Lines,
  Muted,
  Strong,
  Totals,
  Wide,
} from './PosCheckoutScreen.styles';
import { DiscountFields } from './DiscountFields';
import { ItemSearch, type SaleItemsState } from './ItemSearch';
import { LineEditor } from './LineEditor';

export type { SaleItemsState };

export type PosCheckoutState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; sale: SaleView };

/** What the viewer may do at the desk: change the sale, a line's price (with a reason), take payments. */
export interface PosCheckoutCapabilities {
  edit: boolean;
  changePrice: boolean;
  pay: boolean;
}

export interface PosCheckoutScreenProps {
  state: PosCheckoutState;
  /** The salon's locale; amounts are in the sale's own currency. */
  locale: string;
  /** What the salon calls its tax ('Sales tax', 'VAT') and the tip's preset per cents. */
  taxLabel: string;
  tipPresets: readonly number[];
  /** The salon's stylists: who a service line may be done by. */
  stylists: readonly PersonRef[];
  can: PosCheckoutCapabilities;
  /** The item search box and what it found. */
  search: string;
  onSearchChange: (value: string) => void;
  items: SaleItemsState;
  /** A save is under way: the totals are being priced again. */
  saving?: boolean;
  /** The server's refusal of the last save or pay (a coupon that is not valid, a sale already paid). */
  serverError?: string | null;
  onSave: (draft: SaleDraft) => void;
  onPay: () => void;
  /** Nothing is due (the deposit paid it all): the sale closes without a payment. */
  onComplete?: () => void;
  /** The page's own actions beside its title (Void sale). */
  actions?: ReactNode;
}

const EMPTY_ERRORS: CheckoutErrors = { lines: [] };

/**
 * The desk's checkout (catalogue pos-checkout): the client, the lines (a visit's services prefilled, with
 * stylist, quantity, price and discount), a search that adds a service or product, the sale's discount and
 * coupon, the tip, and the totals the server priced: subtotal, discount, tax, tip, total, the deposit
 * already paid and what is due; then Pay. Each change is sent to be priced once its field is left.
 */
export function PosCheckoutScreen(props: PosCheckoutScreenProps) {
  const { state } = props;
  const title = state.status === 'ready' && !state.sale.appointmentId ? 'New sale' : 'Checkout';
  return (
    <TitledPage title={title} width="full" actions={props.actions}>
      {state.status === 'loading' ? (
        <Card aria-label="Loading the sale">
          <Skeleton shape="text" lines={6} />
        </Card>
      ) : state.status === 'error' ? (
        <ErrorText role="alert" boxed>
          {state.message}
        </ErrorText>
      ) : (
        <CheckoutForm {...props} sale={state.sale} />
      )}
    </TitledPage>
  );
}

function CheckoutForm({
  sale,
  locale,
  taxLabel,
  tipPresets,
  stylists,
  can,
  search,
  onSearchChange,
  items,
  saving = false,
  serverError,
  onSave,
  onPay,
  onComplete,
}: PosCheckoutScreenProps & { sale: SaleView }) {
  const id = useId();
  const money = moneyIn({ currency: sale.currency, locale });
  const walkIn = sale.appointmentId === null;
  const [form, setForm] = useState<CheckoutForm>(() => formOf(sale));
  const [errors, setErrors] = useState<CheckoutErrors>(EMPTY_ERRORS);
  // Fields typed since the last save: the server's answer to an earlier save must not wipe them.
  const [edited, setEdited] = useState(false);
  const [seen, setSeen] = useState(sale);
  if (seen !== sale) {
    setSeen(sale);
    if (!edited) {
      setForm(formOf(sale));
      setErrors(EMPTY_ERRORS);
    }
  }
  const lastSent = JSON.stringify(draftFromForm(formOf(sale), sale.currency, walkIn));
  const editable =
    can.edit && sale.status === 'open' && !sale.payments.some((payment) => payment.method !== 'deposit');

  /** Prices `next` on the server when its fields are valid and it differs from the sale; else shows why not. */
  const commit = (next: CheckoutForm, force = false) => {
    setForm(next);
    setEdited(false);
    const result = draftFromForm(next, sale.currency, walkIn);
    if ('errors' in result) {
      setErrors(result.errors);
      return false;
    }
    setErrors(EMPTY_ERRORS);
    if (force || JSON.stringify(result) !== lastSent) onSave(result.draft);
    return true;
  };
  const change = (next: CheckoutForm) => {
    setForm(next);
    setEdited(true);
  };
  const setLine = (index: number, patch: Partial<LineForm>) =>
    form.lines.map((line, i) => (i === index ? { ...line, ...patch } : line));

  const addItem = (item: SaleItemView) => {
    const stylistId = item.kind === 'service' ? (sale.stylists[0]?._id ?? stylists[0]?._id ?? null) : null;
    const line: LineForm = {
      kind: item.kind,
      itemId: item._id,
      name: item.name,
      stylistId,
      quantity: '1',
      listPriceMinor: item.priceMinor,
      // The catalogue's price, written as its field would (the server prices it anyway).
      price: minorToText(item.priceMinor, sale.currency),
      reason: '',
      discount: { kind: 'percent', value: '' },
    };
    onSearchChange('');
    commit({ ...form, lines: [...form.lines, line] });
  };

  const pay = () => {
    if (commit(form)) (sale.dueMinor === 0 && onComplete ? onComplete : onPay)();
    else document.querySelector<HTMLElement>(`[data-checkout="${id}"] [aria-invalid="true"]`)?.focus();
  };

  const stylistChoices = uniqueStylists([...sale.stylists, ...stylists]);
  const deposit = sale.payments
    .filter((payment) => payment.method === 'deposit')
    .reduce((sum, payment) => sum + payment.amountMinor, 0);
  const paidAtDesk = sale.paidMinor - Math.min(deposit, sale.paidMinor);

  return (
    <Layout data-checkout={id}>
      <Column>
        <Card title="Client" headingLevel={2} aria-label="Client">
          {walkIn ? (
            <Fields>
              <FormField label="Client name" htmlFor={`${id}-client`} hint="Optional for a walk-in">
                {(control) => (
                  <TextInput
                    {...control}
                    autoComplete="off"
                    value={form.clientName}
                    disabled={!editable}
                    onChange={(event) => change({ ...form, clientName: event.target.value })}
                    onBlur={() => commit(form)}
                  />
                )}
              </FormField>
              <FormField
                label="E-mail for the receipt"
                htmlFor={`${id}-email`}
                hint="Optional"
                error={errors.clientEmail}
              >
                {(control) => (
                  <TextInput
                    {...control}
                    type="email"
                    autoComplete="off"
                    value={form.clientEmail}
                    disabled={!editable}
                    onChange={(event) => change({ ...form, clientEmail: event.target.value })}
                    onBlur={() => commit(form)}
                  />
                )}
              </FormField>
            </Fields>
          ) : (
            <Muted>
              <strong>{sale.client?.name ?? 'Client'}</strong>
              {sale.client?.email ? ` · ${sale.client.email}` : ''}
            </Muted>
          )}
        </Card>

        <Card title="Items" headingLevel={2} aria-label="Items">
          <Column>
            {form.lines.length === 0 ? (
              <Muted>No items yet: add a service or a product below.</Muted>
            ) : (
              <Lines aria-label="Lines of the sale">
                {form.lines.map((line, index) => (
                  <LineEditor
                    key={`${index}-${line.itemId}`}
                    id={`${id}-line-${index}`}
                    line={line}
                    total={sale.lines[index] ? money(sale.lines[index].totalMinor) : '…'}
                    taxText={
                      sale.lines[index] && sale.lines[index].taxMinor > 0
                        ? `incl. ${money(sale.lines[index].taxMinor)} ${taxLabel.toLowerCase()}`
                        : ''
                    }
                    currency={sale.currency}
                    stylists={stylistChoices}
                    errors={errors.lines[index] ?? {}}
                    canChangePrice={can.changePrice}
                    disabled={!editable}
                    onChange={(patch) => change({ ...form, lines: setLine(index, patch) })}
                    onCommit={(patch) => commit({ ...form, lines: setLine(index, patch) })}
                    onRemove={() => commit({ ...form, lines: form.lines.filter((_, i) => i !== index) })}
                  />
                ))}
              </Lines>
            )}
            {editable && (
              <ItemSearch
                id={`${id}-search`}
                search={search}
                items={items}
                money={money}
                onSearchChange={onSearchChange}
                onAdd={addItem}
              />
            )}
          </Column>
        </Card>

        <Card title="Discount and coupon" headingLevel={2} aria-label="Discount and coupon">
          <Fields>
            <Wide>
              <DiscountFields
                id={`${id}-discount`}
                label="Sale discount"
                value={form.discount}
                currency={sale.currency}
                error={errors.discount}
                disabled={!editable || form.couponCode !== ''}
                onChange={(discount) => change({ ...form, discount })}
                onCommit={(discount) => commit({ ...form, discount })}
              />
            </Wide>
            <Wide>
              <Coupon>
                <FormField label="Coupon code" htmlFor={`${id}-coupon`}>
                  {(control) => (
                    <TextInput
                      {...control}
                      autoComplete="off"
                      value={form.couponCode}
                      disabled={!editable}
                      onChange={(event) => change({ ...form, couponCode: event.target.value })}
                    />
                  )}
                </FormField>
                <Button variant="secondary" disabled={!editable} onClick={() => commit(form, true)}>
                  Apply coupon
                </Button>
                {sale.couponCode && (
                  <Button
                    variant="ghost"
                    disabled={!editable}
                    onClick={() => commit({ ...form, couponCode: '' })}
                  >
                    Remove coupon
                  </Button>
                )}
              </Coupon>
            </Wide>
          </Fields>
        </Card>

        <Card title="Tip" headingLevel={2} aria-label="Tip">
          <PosTipSection
            tip={sale.tip}
            presets={tipPresets}
            tipMinor={sale.tipMinor}
            shares={sale.tips}
            stylists={sale.stylists}
            currency={sale.currency}
            money={money}
            disabled={!editable}
            onChange={(tip) => commit({ ...form, tip })}
          />
        </Card>
      </Column>

      <Column>
        <Card title="Totals" headingLevel={2} aria-label="Totals">
          <Column>
            <Totals aria-busy={saving || undefined}>
              <Row term="Subtotal">{money(sale.subtotalMinor)}</Row>
              {sale.discountMinor > 0 && (
                <Row term={sale.couponCode ? `Discount (${sale.couponCode})` : 'Discount'}>
                  −{money(sale.discountMinor)}
                </Row>
              )}
              <Row term={taxLabel}>{money(sale.taxMinor)}</Row>
              <Row term="Tip">{money(sale.tipMinor)}</Row>
              <Row term={<Strong>Total</Strong>}>
                <Strong>{money(sale.totalMinor)}</Strong>
              </Row>
              {deposit > 0 && <Row term="Deposit paid">−{money(Math.min(deposit, sale.totalMinor))}</Row>}
              {paidAtDesk > 0 && <Row term="Paid">−{money(paidAtDesk)}</Row>}
              <Row term={<Strong>Due</Strong>}>
                <Strong>{money(sale.dueMinor)}</Strong>
              </Row>
            </Totals>
            {serverError && (
              <ErrorText role="alert" boxed>
                {serverError}
              </ErrorText>
            )}
            <Actions>
              {can.pay && sale.status === 'open' && (
                <Button
                  fullWidth
                  size="lg"
                  disabled={form.lines.length === 0 || (sale.dueMinor === 0 && !onComplete)}
                  onClick={pay}
                >
                  {sale.dueMinor === 0 ? 'Close sale' : `Pay ${money(sale.dueMinor)}`}
                </Button>
              )}
              {saving && <Muted role="status">Updating the totals…</Muted>}
            </Actions>
          </Column>
        </Card>
      </Column>
    </Layout>
  );
}

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Each stylist once, under the first name given (the sale's own before the salon's list). */
const uniqueStylists = (list: readonly PersonRef[]) => {
  const byId = new Map<string, PersonRef>();
  for (const stylist of list) if (!byId.has(stylist._id)) byId.set(stylist._id, stylist);
  return [...byId.values()];
};
