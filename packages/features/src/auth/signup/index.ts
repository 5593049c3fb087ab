// The staff sign-up page on its own entry: its form (with its select) stays out of the admin's first
// load, which every signed-in page pays for (the dashboard's script budget).
export { UserSignupContainer } from '../UserSignupContainer';
