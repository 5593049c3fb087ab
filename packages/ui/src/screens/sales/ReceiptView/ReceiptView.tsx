import { Button } from '@salon/ui/primitives/Button';
import { Icon } from '@salon/ui/primitives/Icon';
import { Fragment } from 'react';
import { METHOD_LABELS, moneyIn, rateText, type SaleSettingsView, type SaleView } from '../sale-model';
import {
  Actions,
  Banner,
  Detail,
  Header,
  Paper,
  PrintStyle,
  RefundPart,
  Rows,
  Rule,
  Small,
  Strong,
} from './ReceiptView.styles';

export interface ReceiptViewProps {
  /** A paid (or voided) sale: its receipt header, lines, taxes, tip and payments. */
  sale: SaleView;
  locale: string;
  /** The salon's tax rates, named beside each tax when given. */
  taxes?: Pick<SaleSettingsView, 'service' | 'product'>;
  /** Draw the 80 mm paper on screen too (the print preview). */
  paper?: boolean;
  /** Print (the browser's print dialog); no Print button when left out. */
  onPrint?: () => void;
}

const REFUND_STATUS_TEXT = { pending: 'pending', failed: 'failed: settle by hand' } as const;

const issued = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/**
 * A sale's receipt (catalogue receipt): the salon, the receipt number and date, each line with its
 * stylist, discount and tax, the tax by kind with the salon's tax label and number, the tip, every
 * payment (the deposit paid online, cash handed over and its change) and the total; then each refund
 * with its own number, what it gave back and through which payments. Printed, it is the receipt alone,
 * 80 mm wide, on a roll or at the top of an A4 page. A voided sale says so, with its reason.
 */
export function ReceiptView({ sale, locale, taxes, paper = false, onPrint }: ReceiptViewProps) {
  const money = moneyIn({ currency: sale.currency, locale });
  const receipt = sale.receipt;
  const taxLabel = receipt?.taxLabel ?? 'Tax';
  const taxByKind = (['service', 'product'] as const)
    .map((kind) => ({
      kind,
      minor: sale.lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.taxMinor, 0),
      rule: taxes?.[kind],
    }))
    .filter((part) => part.minor > 0);
  return (
    <>
      <PrintStyle />
      <Paper data-receipt="" $paper={paper} aria-label={receipt ? `Receipt ${receipt.number}` : 'Receipt'}>
        <Header>
          <h2>{receipt?.salonName ?? 'Receipt'}</h2>
          {receipt?.address && <Small>{receipt.address}</Small>}
          {receipt?.taxNumber && (
            <Small>
              {taxLabel} no. {receipt.taxNumber}
            </Small>
          )}
          {receipt && (
            <Small>
              Receipt #{receipt.number} · {issued(receipt.issuedAt, locale)}
            </Small>
          )}
          {sale.client && <Small>Client: {sale.client.name}</Small>}
        </Header>
        {sale.status === 'voided' && (
          <Banner role="note">Voided{sale.voidReason ? `: ${sale.voidReason}` : ''}</Banner>
        )}
        {sale.status === 'refunded' && <Banner role="note">Refunded in full</Banner>}
        {sale.status === 'paid' && sale.refundedMinor > 0 && (
          <Banner role="note">Refunded in part: {money(sale.refundedMinor)}</Banner>
        )}
        <Rule />
        <Rows aria-label="Lines">
          {sale.lines.map((line, index) => (
            <Fragment key={index}>
              <dt>
                {line.quantity > 1 ? `${line.quantity} × ` : ''}
                {line.name}
              </dt>
              <dd>{money(line.grossMinor)}</dd>
              {line.stylist && (
                <>
                  <Detail>by {line.stylist.name}</Detail>
                  <dd />
                </>
              )}
              {line.discountMinor > 0 && (
                <>
                  <Detail>Discount</Detail>
                  <dd>−{money(line.discountMinor)}</dd>
                </>
              )}
            </Fragment>
          ))}
        </Rows>
        <Rule />
        <Rows aria-label="Totals">
          <dt>Subtotal</dt>
          <dd>{money(sale.subtotalMinor)}</dd>
          {sale.discountMinor > 0 && (
            <>
              <dt>Discount{sale.couponCode ? ` (${sale.couponCode})` : ''}</dt>
              <dd>−{money(sale.discountMinor)}</dd>
            </>
          )}
          {taxByKind.map((part) => (
            <Fragment key={part.kind}>
              <dt>
                {taxLabel} {part.kind === 'service' ? 'on services' : 'on products'}
                {part.rule ? ` ${rateText(part.rule.rateBp)}${part.rule.inclusive ? ' incl.' : ''}` : ''}
              </dt>
              <dd>{money(part.minor)}</dd>
            </Fragment>
          ))}
          {taxByKind.length === 0 && (
            <>
              <dt>{taxLabel}</dt>
              <dd>{money(0)}</dd>
            </>
          )}
          {sale.tipMinor > 0 && (
            <>
              <dt>Tip</dt>
              <dd>{money(sale.tipMinor)}</dd>
              {sale.tips.length > 1 &&
                sale.tips.map((share) => (
                  <Fragment key={share.stylist._id}>
                    <Detail>{share.stylist.name}</Detail>
                    <dd>{money(share.amountMinor)}</dd>
                  </Fragment>
                ))}
            </>
          )}
          <dt>
            <Strong>Total</Strong>
          </dt>
          <dd>
            <Strong>{money(sale.totalMinor)}</Strong>
          </dd>
        </Rows>
        <Rule />
        <Rows aria-label="Payments">
          {sale.payments.map((payment) => (
            <Fragment key={payment._id}>
              <dt>
                {payment.method === 'deposit' ? 'Deposit paid online' : METHOD_LABELS[payment.method]}
                {payment.detail && payment.method !== 'deposit' ? ` ${payment.detail}` : ''}
              </dt>
              <dd>{money(payment.amountMinor)}</dd>
              {payment.method === 'cash' && payment.tenderedMinor > payment.amountMinor && (
                <>
                  <Detail>Cash handed over</Detail>
                  <dd>{money(payment.tenderedMinor)}</dd>
                  <Detail>Change</Detail>
                  <dd>{money(payment.changeMinor)}</dd>
                </>
              )}
            </Fragment>
          ))}
          {sale.dueMinor > 0 && (
            <>
              <dt>
                <Strong>Due</Strong>
              </dt>
              <dd>
                <Strong>{money(sale.dueMinor)}</Strong>
              </dd>
            </>
          )}
        </Rows>
        {sale.refunds.map((refund) => (
          <Fragment key={refund._id}>
            <Rule />
            <RefundPart aria-label={`Refund ${refund.number}`}>
              <Header>
                <h3>Refund #{refund.number}</h3>
                <Small>
                  {issued(refund.createdAt, locale)} · by {refund.byName}
                </Small>
              </Header>
              <Rows aria-label={`Refund ${refund.number} lines`}>
                {refund.lines.map((part) => (
                  <Fragment key={part.lineId}>
                    <dt>
                      {part.quantity > 1 ? `${part.quantity} × ` : ''}
                      {part.name}
                    </dt>
                    <dd>−{money(part.amountMinor)}</dd>
                  </Fragment>
                ))}
                {refund.tipMinor > 0 && (
                  <>
                    <dt>Tip</dt>
                    <dd>−{money(refund.tipMinor)}</dd>
                  </>
                )}
                {refund.taxMinor > 0 && (
                  <>
                    <Detail>{taxLabel} included</Detail>
                    <dd>{money(refund.taxMinor)}</dd>
                  </>
                )}
                <dt>
                  <Strong>Refunded</Strong>
                </dt>
                <dd>
                  <Strong>−{money(refund.amountMinor)}</Strong>
                </dd>
                {refund.payments.map((payment, index) => (
                  <Fragment key={index}>
                    <Detail>
                      Back to {METHOD_LABELS[payment.method].toLowerCase()}
                      {payment.detail ? ` ${payment.detail}` : ''}
                      {payment.status === 'refunded' ? '' : ` (${REFUND_STATUS_TEXT[payment.status]})`}
                    </Detail>
                    <dd>{money(payment.amountMinor)}</dd>
                  </Fragment>
                ))}
              </Rows>
              <Small>Reason: {refund.reason}</Small>
              {refund.restocked && <Small>Products back in stock</Small>}
            </RefundPart>
          </Fragment>
        ))}
        <Rule />
        <Header>
          <Small>Thank you for your visit!</Small>
        </Header>
      </Paper>
      {onPrint && (
        <Actions data-receipt-screen="">
          <Button variant="secondary" iconStart={<Icon name="receipt" size={16} />} onClick={onPrint}>
            Print receipt
          </Button>
        </Actions>
      )}
    </>
  );
}
