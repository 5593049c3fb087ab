import { TitledPage } from '@salon/ui/patterns/TitledPage';
import { Card } from '@salon/ui/primitives/Card';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import type { CashUpScreenProps } from './cash-day';
import { dayTitle } from './cash-format';
import { ClosedDay } from './ClosedDay';
import { Muted } from './CashUpScreen.styles';
import { OpenDay } from './OpenDay';
import { OpenDrawerForm } from './OpenDrawerForm';

export type {
  CashDayView,
  CashDrawerWrite,
  CashMovementView,
  CashUpScreenProps,
  CashUpState,
} from './cash-day';

/**
 * The desk's cash drawer (catalogue cash-up): today's drawer opened with a float; then its figures (the
 * float, cash taken for sales, cash given back, cash put in and taken out, what the drawer should hold),
 * cash in or out with a reason and the day's movements, and the cash-up: the counted cash with the
 * difference shown as it is typed, a note required when it differs; once cashed up, the day read-only.
 */
export function CashUpScreen(props: CashUpScreenProps) {
  const { state, locale } = props;
  return (
    <TitledPage title="Cash drawer" width="full">
      {state.status === 'loading' ? (
        <Card aria-label="Loading the drawer">
          <Skeleton shape="text" lines={6} />
        </Card>
      ) : state.status === 'error' ? (
        <ErrorText role="alert" boxed>
          {state.message}
        </ErrorText>
      ) : (
        <>
          <Muted>{dayTitle(state.day.date, locale)}</Muted>
          {state.day.status === 'not-opened' ? (
            <OpenDrawerForm {...props} day={state.day} />
          ) : state.day.status === 'open' ? (
            <OpenDay {...props} day={state.day} />
          ) : (
            <ClosedDay {...props} day={state.day} />
          )}
        </>
      )}
    </TitledPage>
  );
}
