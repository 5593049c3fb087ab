import { isApiError } from '@salon/api/errors';
import type { PaySaleBody, Sale } from '@salon/api/sales/schemas';
import { PageActions, TitledPage } from '@salon/ui/patterns/TitledPage';
import { Button } from '@salon/ui/primitives/Button';
import {
  PosCheckoutScreen,
  type PosCheckoutState,
  type SaleItemsState,
} from '@salon/ui/screens/sales/PosCheckoutScreen';
import { PosPaymentModal, type PaymentAttempt } from '@salon/ui/screens/sales/PosPaymentModal';
import { ReceiptView } from '@salon/ui/screens/sales/ReceiptView';
import { RefundSaleModal, type RefundAttempt } from '@salon/ui/screens/sales/RefundSaleModal';
import type { RefundChoice, SaleDraft, SalePaymentRequest } from '@salon/ui/screens/sales/sale-model';
import { VoidSaleModal } from '@salon/ui/screens/sales/VoidSaleModal';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorMessage, newIdempotencyKey, useCapabilities, useSalonMoney } from '../core';
import { isSalesListKey, isSalesReportKey, saleKeys } from './keys';
import { salesCapabilities } from './policies';
import { canRefundSale } from '@salon/api/sales/refund-plan';
import { refundPreview } from './refund-preview';
import { usePaySale } from './use-pay-sale';
import { useReaderConnection } from './use-reader-connection';
import { useRefundSale } from './use-refund-sale';
import { useSale } from './use-sale';
import { useSaleItems } from './use-sale-items';
import { useSaleSettings } from './use-sale-settings';
import { useSalonStylists } from './use-salon-stylists';
import { useSaveSale } from './use-save-sale';
import { useVoidSale } from './use-void-sale';

/** The offline provider's test cards (Stripe's): the first pays, the second is declined. */
export const DESK_TEST_CARDS = ['4242 4242 4242 4242', '4000 0000 0000 0002'] as const;

/**
 * /sales/:saleId: an open sale's checkout (lines, tip, totals priced by the server, then Pay), or the
 * receipt of a paid or voided sale with its Print button. Each Pay tap gets one idempotency key, kept for
 * a retry that got no answer, so a lost answer never charges twice; an answered tap (paid, declined or
 * refused) makes the next tap a new payment. A paid sale offers Refund (owner and manager): one key per
 * opening of the refund modal, kept the same way; an open sale without desk payments offers Void sale.
 * Both revalidate the sales list and the report.
 */
export function CheckoutContainer() {
  const { saleId } = useParams();
  // `?paper=80mm`: the receipt as it prints on an 80 mm roll (the print preview).
  const [params] = useSearchParams();
  const paper = params.get('paper') === '80mm';
  const navigate = useNavigate();
  const { locale } = useSalonMoney();
  const can = useCapabilities(salesCapabilities);
  const { mutate } = useSWRConfig();
  const query = useSale(saleId);
  const settings = useSaleSettings();
  const stylists = useSalonStylists(can.checkout);
  const [search, setSearch] = useState('');
  const items = useSaleItems(search);
  const save = useSaveSale();
  const pay = usePaySale();
  const [serverError, setServerError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const readerConnection = useReaderConnection(paying && can.checkout);
  const [attempt, setAttempt] = useState<PaymentAttempt>({ status: 'idle' });
  const payKey = useRef<string | null>(null);
  /** The reader payment waiting for its card, asked after again with the card the reader was shown. */
  const readerRequest = useRef<SalePaymentRequest | null>(null);
  const refund = useRefundSale();
  const [refunding, setRefunding] = useState(false);
  const [refundAttempt, setRefundAttempt] = useState<RefundAttempt>({ status: 'idle' });
  const refundKey = useRef<string | null>(null);
  const voidSale = useVoidSale();
  const [voiding, setVoiding] = useState(false);
  const [voidError, setVoidError] = useState<string | null>(null);

  const sale = query.data ?? null;
  const store = (next: Sale) => mutate(saleKeys.sale(next._id), next, { revalidate: false });

  // One save at a time: a draft committed while one is being priced waits for it (only the newest),
  // so the server prices the edits in the order they were made.
  const saving = useRef(false);
  const nextDraft = useRef<SaleDraft | null>(null);
  const [queued, setQueued] = useState(false);
  const saveDraft = async (draft: SaleDraft): Promise<void> => {
    if (!sale) return;
    if (saving.current) {
      nextDraft.current = draft;
      setQueued(true);
      return;
    }
    saving.current = true;
    setServerError(null);
    try {
      await store(
        await save.trigger({
          saleId: sale._id,
          lines: draft.lines.map((line) => ({ ...line, quantity: line.quantity })),
          discount: draft.discount,
          couponCode: draft.couponCode,
          tip: draft.tip,
          ...(draft.client !== undefined ? { client: draft.client } : {}),
        }),
      );
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      saving.current = false;
      const next = nextDraft.current;
      nextDraft.current = null;
      setQueued(false);
      if (next) await saveDraft(next);
    }
  };

  const takePayment = async (request: SalePaymentRequest) => {
    if (!sale) return;
    // A reader payment left waiting is not this one: another way of paying is a new payment.
    if (readerRequest.current && !request.reader) payKey.current = null;
    const key = (payKey.current ??= newIdempotencyKey());
    readerRequest.current = request.reader ? request : null;
    setAttempt({ status: 'paying' });
    try {
      const body: PaySaleBody = { saleId: sale._id, key, ...request };
      const result = await pay.trigger(body);
      await store(result.data.sale);
      if (result.data.outcome === 'collect') {
        // The reader waits for the card: the same key asks after it once the reader has one.
        setAttempt({ status: 'reader' });
        return;
      }
      payKey.current = null;
      if (result.data.outcome === 'declined') {
        setAttempt({ status: 'declined', reason: result.data.reason });
        return;
      }
      setAttempt({ status: 'idle' });
      toast.success(result.message);
      await mutate(isSalesListKey);
    } catch (error) {
      // Refused (4xx): the tap was answered, the next is a new payment. No answer: retry with the same key.
      if (isApiError(error) && error.status >= 400 && error.status < 500) payKey.current = null;
      setAttempt({ status: 'error', message: errorMessage(error) });
    }
  };

  const reloadLists = async () => {
    await mutate(isSalesListKey);
    await mutate(isSalesReportKey);
  };

  const openRefund = () => {
    refundKey.current = newIdempotencyKey();
    setRefundAttempt({ status: 'idle' });
    setRefunding(true);
  };

  const giveBack = async (choice: RefundChoice) => {
    if (!sale) return;
    const key = (refundKey.current ??= newIdempotencyKey());
    setRefundAttempt({ status: 'refunding' });
    try {
      const result = await refund.trigger({ saleId: sale._id, key, ...choice });
      refundKey.current = null;
      await store(result.data);
      setRefundAttempt({ status: 'idle' });
      setRefunding(false);
      toast.success(result.message);
      await reloadLists();
    } catch (error) {
      // Refused (4xx): the next tap is a new refund. No answer: retry with the same key.
      if (isApiError(error) && error.status >= 400 && error.status < 500) refundKey.current = null;
      setRefundAttempt({ status: 'error', message: errorMessage(error) });
    }
  };

  const giveUp = async (reason: string) => {
    if (!sale) return;
    setVoidError(null);
    try {
      const result = await voidSale.trigger({ saleId: sale._id, reason });
      await store(result.data);
      setVoiding(false);
      toast.success(result.message);
      await reloadLists();
    } catch (error) {
      setVoidError(errorMessage(error));
    }
  };

  const deskPaid = sale?.payments.some((payment) => payment.method !== 'deposit') ?? false;
  const refundLeft = sale ? canRefundSale(sale) : false;

  const receipt = sale ? (
    <ReceiptView
      sale={sale}
      locale={locale}
      taxes={settings.data}
      paper={paper}
      onPrint={() => window.print()}
    />
  ) : null;

  if (sale && sale.status !== 'open' && !paying) {
    return (
      <TitledPage
        title={sale.receipt ? `Receipt #${sale.receipt.number}` : 'Receipt'}
        actions={
          <PageActions>
            {can.refund && refundLeft && (
              <Button variant="danger" onClick={openRefund}>
                Refund
              </Button>
            )}
            <Button variant="ghost" onClick={() => navigate('/sales')}>
              All sales
            </Button>
          </PageActions>
        }
      >
        {receipt}
        {can.refund && sale.status === 'paid' && (
          <RefundSaleModal
            open={refunding}
            sale={sale}
            locale={locale}
            attempt={refundAttempt}
            previewOf={(choice) => refundPreview(sale, choice)}
            onRefund={(choice) => void giveBack(choice)}
            onClose={() => {
              if (refundAttempt.status !== 'refunding') setRefunding(false);
            }}
          />
        )}
      </TitledPage>
    );
  }

  const state: PosCheckoutState = sale
    ? { status: 'ready', sale }
    : query.error
      ? { status: 'error', message: errorMessage(query.error) }
      : { status: 'loading' };
  const itemsState: SaleItemsState = !search.trim()
    ? { status: 'idle' }
    : items.pending || !items.data
      ? { status: 'loading' }
      : { status: 'ready', items: items.data };

  return (
    <>
      <PosCheckoutScreen
        state={state}
        locale={locale}
        taxLabel={settings.data?.taxLabel ?? 'Tax'}
        tipPresets={settings.data?.tipPresets ?? []}
        stylists={(stylists.data?.result ?? []).map(({ _id, name }) => ({ _id, name }))}
        can={{ edit: can.checkout, changePrice: can.changePrice, pay: can.checkout }}
        search={search}
        onSearchChange={setSearch}
        items={itemsState}
        saving={save.isMutating || queued}
        serverError={serverError}
        onSave={(draft) => void saveDraft(draft)}
        onPay={() => {
          setAttempt({ status: 'idle' });
          setPaying(true);
        }}
        onComplete={() => {
          setPaying(true);
          void takePayment({ method: 'other', amountMinor: 0 });
        }}
        actions={
          can.void && sale?.status === 'open' && !deskPaid ? (
            <Button
              variant="secondary"
              onClick={() => {
                setVoidError(null);
                setVoiding(true);
              }}
            >
              Void sale
            </Button>
          ) : undefined
        }
      />
      {can.void && (
        <VoidSaleModal
          open={voiding}
          voiding={voidSale.isMutating}
          error={voidError}
          onVoid={(reason) => void giveUp(reason)}
          onClose={() => {
            if (!voidSale.isMutating) setVoiding(false);
          }}
        />
      )}
      {can.checkout && (
        <PosPaymentModal
          open={paying}
          sale={sale}
          locale={locale}
          attempt={attempt}
          testCards={DESK_TEST_CARDS}
          reader={readerConnection.data?.provider === 'offline'}
          onReaderCard={(card) => {
            if (readerRequest.current) void takePayment({ ...readerRequest.current, paymentMethod: card });
          }}
          receipt={receipt}
          onPay={(request) => void takePayment(request)}
          onClose={() => {
            if (attempt.status === 'paying') return;
            if (attempt.status === 'reader') setAttempt({ status: 'idle' });
            setPaying(false);
          }}
        />
      )}
    </>
  );
}
