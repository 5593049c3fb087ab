export { StepNav } from './StepNav';
export type { StepNavProps } from './StepNav';
