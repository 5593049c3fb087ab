import { Root } from './TestModeBanner.styles';

export const TEST_MODE_TEXT = 'Test mode: no real card is charged';

/**
 * Said on every page that takes a card while the server runs the offline test-card provider
 * (PAYMENTS=offline): what is paid there is not paid.
 */
export function TestModeBanner() {
  return <Root role="note">{TEST_MODE_TEXT}</Root>;
}
