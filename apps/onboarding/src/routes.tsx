import { PlaceholderScreen as PlaceholderPage } from '@salon/ui/screens/placeholder/PlaceholderScreen';
import { Route, Routes } from 'react-router-dom';

/** The five-step onboarding wizard lives at `/register`; a later issue builds its steps. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/register/*"
        element={<PlaceholderPage title="Register your salon" issue="Onboarding" />}
      />
      <Route path="*" element={<PlaceholderPage title="Register your salon" issue="Onboarding" />} />
    </Routes>
  );
}
