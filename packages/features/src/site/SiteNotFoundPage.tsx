import { SiteNotFoundScreen } from '@salon/ui/screens/site/SiteNotFoundScreen';

/** `/salon/404` and any address of the public site that names no page. */
export function SiteNotFoundPage() {
  return <SiteNotFoundScreen homeHref="/" />;
}
