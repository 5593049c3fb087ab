import type { DayProps } from './cash-day';
import { CashUpForm } from './CashUpForm';
import { Columns } from './CashUpScreen.styles';
import { DayFigures } from './DayFigures';
import { MoveCashForm } from './MoveCashForm';

/** An open day: its figures and cash in or out beside the cash-up. */
export function OpenDay(props: DayProps) {
  return (
    <Columns>
      <div>
        <DayFigures {...props} />
        <MoveCashForm {...props} />
      </div>
      <CashUpForm {...props} />
    </Columns>
  );
}
