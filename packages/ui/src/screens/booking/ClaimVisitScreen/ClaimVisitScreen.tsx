import { Actions, Main, Message, Placeholder, Title } from '../VisitLinkPage';

export type ClaimVisitState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'claimed'; message: string; code: string };

export interface ClaimVisitScreenProps {
  state: ClaimVisitState;
  myAppointmentsHref: string;
}

/** The page of a confirmation's claim link: the guest visit joins the customer's My appointments. */
export function ClaimVisitScreen({ state, myAppointmentsHref }: ClaimVisitScreenProps) {
  return (
    <Main aria-busy={state.status === 'loading' || undefined}>
      <Title>Add a visit to My appointments</Title>
      {state.status === 'loading' ? (
        <Placeholder role="img" aria-label="Adding your visit" />
      ) : (
        <Message
          role={state.status === 'error' ? 'alert' : 'status'}
          $tone={state.status === 'error' ? 'danger' : 'success'}
        >
          {state.status === 'claimed' ? `${state.code}: ${state.message}` : state.message}
        </Message>
      )}
      <Actions>
        <a href={myAppointmentsHref}>Open My appointments</a>
      </Actions>
    </Main>
  );
}
