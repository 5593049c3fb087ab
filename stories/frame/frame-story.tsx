import { AdminFrameContainer } from '@salon/features/frame';
import { TitledPage } from '@salon/ui/patterns/TitledPage';
import { Route, Routes } from 'react-router-dom';

/** The frame as the admin app mounts it: a layout route with a page in its outlet (a stand-in here). */
export function FrameWithPage() {
  return (
    <Routes>
      <Route element={<AdminFrameContainer />}>
        <Route
          path="*"
          element={
            <TitledPage title="Dashboard">
              <p>The page of the current address shows here.</p>
            </TitledPage>
          }
        />
      </Route>
    </Routes>
  );
}
