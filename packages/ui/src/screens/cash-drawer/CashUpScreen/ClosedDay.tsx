import { Card } from '@salon/ui/primitives/Card';
import { formatMoney } from '@salon/rules/money';
import type { DayProps } from './cash-day';
import { differenceText, time } from './cash-format';
import { Columns, FormBody, Outcome } from './CashUpScreen.styles';
import { DayFigures } from './DayFigures';
import { MovementsTable } from './MovementsTable';

/** A cashed-up day, read-only: who cashed up and the difference, the figures, the note and the movements. */
export function ClosedDay(props: DayProps) {
  const { day, locale } = props;
  const money = (minor: number) => formatMoney(minor, { currency: day.currency, locale });
  const difference = day.differenceMinor ?? 0;
  return (
    <Columns>
      <div>
        <Outcome role="note" $balanced={difference === 0}>
          Cashed up by {day.closedByName} at {time(day.closedAt, locale)}:{' '}
          {difference === 0 ? 'balanced' : differenceText(difference, money)}
        </Outcome>
        <DayFigures {...props} />
      </div>
      <Card title="The day" headingLevel={2} aria-label="The day">
        <FormBody>
          {day.note && <p>Note: {day.note}</p>}
          <MovementsTable {...props} />
        </FormBody>
      </Card>
    </Columns>
  );
}
