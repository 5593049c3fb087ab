import { websiteHandlers } from '@salon/api/mocks/handlers/website-settings';
import { SiteFrameContainer, SiteHomeContainer } from '@salon/features/site';

/** MSW areas of the site frame and home stories. */
export const siteAreas = () => ({ website: websiteHandlers() });

export interface SiteHomeStoryProps {
  /** The signed-in customer's name; null for a visitor. */
  customerName: string | null;
  cartCount: number;
}

/** The frame with the home inside, the customer and the cart given as the app gives them. */
export function SiteHomeStory({ customerName, cartCount }: SiteHomeStoryProps) {
  return (
    <SiteFrameContainer customerName={customerName} cartCount={cartCount}>
      <SiteHomeContainer />
    </SiteFrameContainer>
  );
}
