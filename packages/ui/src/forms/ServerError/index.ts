export { ServerError } from './ServerError';
export type { ServerErrorProps } from './ServerError';
