import { OnboardingContainer } from '@salon/features/onboarding';
import { Navigate, Route, Routes } from 'react-router-dom';

/** The five-step onboarding wizard lives at `/register` (linked from the sign-in page). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/register/*" element={<OnboardingContainer />} />
      <Route path="*" element={<Navigate to="/register" replace />} />
    </Routes>
  );
}
