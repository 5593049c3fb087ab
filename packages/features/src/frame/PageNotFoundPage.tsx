import { PageNotFoundScreen } from '@salon/ui/screens/frame/PageNotFoundScreen';
import { adminPath } from '../core';
import { FrameLink } from './FrameLink';

/** Any admin address the route table does not name: a not-found page with the way back to the dashboard. */
export function PageNotFoundPage() {
  return <PageNotFoundScreen dashboardHref={adminPath('dashboard')} linkComponent={FrameLink} />;
}
