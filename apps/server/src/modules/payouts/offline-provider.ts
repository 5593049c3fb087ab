import type { ConnectedAccountState, OnboardingUrls, PayoutProvider } from './provider';

/** The account id the offline provider gives a salon (the demo seed writes the same). */
export function offlineAccountId(salonId: string): string {
  return `offline_acct_${salonId.replace(/-/g, '')}`;
}

/**
 * Without a card processor: every account can take charges and be paid out as soon as it is made, so
 * `npm start` sells with the test cards. Nothing leaves the server.
 */
export class OfflinePayoutProvider implements PayoutProvider {
  readonly name = 'offline' as const;

  async createAccount(salonId: string): Promise<ConnectedAccountState> {
    return {
      accountId: offlineAccountId(salonId),
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      currentlyDue: [],
      disabledReason: null,
    };
  }

  async onboardingLink(_accountId: string, urls: OnboardingUrls): Promise<string> {
    return urls.returnUrl;
  }
}
