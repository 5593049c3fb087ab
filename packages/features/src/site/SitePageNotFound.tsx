import { SiteNotFoundScreen } from '@salon/ui/screens/site/SiteNotFoundScreen';
import { useParams } from 'react-router-dom';

/**
 * An address inside a salon's site that names no page: the not-found page inside the site's frame
 * (the server answers such an address with HTTP 404 too: apps/server/src/modules/website-settings/site-pages.ts).
 */
export function SitePageNotFound() {
  const { salonName = '' } = useParams<{ salonName: string }>();
  return <SiteNotFoundScreen kind="page" homeHref={`/salon/${salonName}`} />;
}
