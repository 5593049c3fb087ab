/**
 * SWR keys of the signed-in user's own data, shared by every area that shows or changes it (the frame
 * loads the profile on every page, My Profile edits it), so one revalidation reaches them all.
 */
export const sessionKeys = {
  all: ['session'] as const,
  profile: (userId: string) => ['session', 'profile', userId] as const,
  /** The owner's subscription: My Profile's plan section and the frame's renewal notice. */
  subscription: ['session', 'subscription'] as const,
};
