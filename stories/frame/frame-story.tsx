import { AdminFrameContainer, PlaceholderPage } from '@salon/features/frame';
import { Route, Routes } from 'react-router-dom';

/** The frame as the admin app mounts it: a layout route with a page in its outlet. */
export function FrameWithPage() {
  return (
    <Routes>
      <Route element={<AdminFrameContainer />}>
        <Route path="*" element={<PlaceholderPage title="Dashboard" issue="Dashboard and reports" />} />
      </Route>
    </Routes>
  );
}
