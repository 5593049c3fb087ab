import { Card } from '@salon/ui/primitives/Card';
import { formatMoney } from '@salon/rules/money';
import type { DayProps } from './cash-day';
import { differenceText, time } from './cash-format';
import { Figures, Muted, Total } from './CashUpScreen.styles';

/** The day's figures: the float, cash sales and refunds, cash in and out, what is expected (and counted). */
export function DayFigures({ day, locale }: DayProps) {
  const money = (minor: number) => formatMoney(minor, { currency: day.currency, locale });
  const less = (minor: number) => (minor > 0 ? `−${money(minor)}` : money(0));
  return (
    <Card title="Today's cash" headingLevel={2} aria-label="Today's cash">
      <Figures aria-label="Figures">
        <dt>Float</dt>
        <dd>{money(day.floatMinor)}</dd>
        <dt>Cash sales</dt>
        <dd>{money(day.cashSalesMinor)}</dd>
        <dt>Cash refunds</dt>
        <dd>{less(day.cashRefundsMinor)}</dd>
        <dt>Cash in</dt>
        <dd>{money(day.cashInMinor)}</dd>
        <dt>Cash out</dt>
        <dd>{less(day.cashOutMinor)}</dd>
        <Total as="dt">Expected in the drawer</Total>
        <Total>{money(day.expectedMinor)}</Total>
        {day.countedMinor !== null && (
          <>
            <dt>Counted</dt>
            <dd>{money(day.countedMinor)}</dd>
            <dt>Difference</dt>
            <dd>{differenceText(day.differenceMinor ?? 0, money)}</dd>
          </>
        )}
      </Figures>
      {day.openedAt && (
        <Muted>
          Opened by {day.openedByName} at {time(day.openedAt, locale)}
        </Muted>
      )}
    </Card>
  );
}
