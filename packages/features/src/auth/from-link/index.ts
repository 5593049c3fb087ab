// The pages a link in an e-mail opens (a new password, the onboarding's sign-in link) on their own
// entry: they stay out of the admin's first load, which every signed-in page pays for.
export { ResetPasswordContainer } from '../ResetPasswordContainer';
export { SignInLinkContainer } from '../SignInLinkContainer';
