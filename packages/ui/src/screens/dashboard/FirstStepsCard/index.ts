export { FirstStepsCard } from './FirstStepsCard';
export type { FirstStepId, FirstStepsCardProps } from './FirstStepsCard';
