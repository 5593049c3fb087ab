export { LoginContainer } from './LoginContainer';
export { UserSignupContainer } from './UserSignupContainer';
export { RequireSession } from './RequireSession';
export type { RequireSessionProps } from './RequireSession';
