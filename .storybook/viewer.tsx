import { buildUserInfo } from '@salon/api/mocks/factories/auth';
import { ROLES, type Role } from '@salon/api/shared/schemas';
import { createSessionStore, FeaturesProvider } from '@salon/features/core';
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** The `role` arg as a viewer role; anything else (absent, or a component's own aria `role`) is signed out. */
export function roleOf(value: unknown): Role | null {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value) ? (value as Role) : null;
}

interface ViewerProps {
  role: Role | null;
  children: ReactNode;
}

/**
 * Signs in the story's viewer: an isolated session store (no localStorage) holding `buildUserInfo(role)`,
 * or signed out without a role, and a fresh SWR cache. Memoised on the role so re-renders keep it; the
 * caller keys this component on the story id so every story starts from a new session and cache.
 */
export function Viewer({ role, children }: ViewerProps) {
  const session = useMemo(() => createSessionStore(undefined, role ? buildUserInfo(role) : null), [role]);
  return (
    <FeaturesProvider session={session} isolatedCache>
      {children}
    </FeaturesProvider>
  );
}

/** What a story sees when it navigates away from its own route: play functions assert on it. */
function RedirectedTo() {
  const location = useLocation();
  return <p data-testid="redirected-to">{location.pathname}</p>;
}

interface StoryRouterProps {
  /** The URL the story starts at (`parameters.route`). */
  route?: string;
  /** The route pattern the story is mounted at (`parameters.routePath`); every path when absent. */
  routePath?: string;
  children: ReactNode;
}

/**
 * A memory router at `route`. The story renders at `routePath`; any other path renders the
 * `redirected-to` marker, so a role guard's redirect is visible to the play function.
 */
export function StoryRouter({ route = '/', routePath = '*', children }: StoryRouterProps) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={routePath} element={children} />
        {routePath !== '*' && <Route path="*" element={<RedirectedTo />} />}
      </Routes>
    </MemoryRouter>
  );
}
