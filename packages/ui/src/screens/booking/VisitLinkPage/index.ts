export { VisitFacts, VisitLinkPending } from './VisitLinkPage';
export type { VisitFact, VisitLinkPendingProps, VisitLinkPendingState } from './VisitLinkPage';
export { Actions, Main, Message, Placeholder, Title } from './VisitLinkPage.styles';
