import { appSettingHandlers } from '@salon/api/mocks/handlers/app-settings';
import { salonMoneyHandlers } from '@salon/api/mocks/handlers/salon-money';
import { subscriptionHandlers } from '@salon/api/mocks/handlers/subscriptions';
import { Toaster } from '@salon/ui/primitives/Toaster';
import { UiProvider } from '@salon/ui/theme';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import toast from 'react-hot-toast';
import { configure } from 'storybook/test';
import { DEFAULT_AUTH_HANDLERS, mswRoleLoader } from './msw';
import { forgetApiCalls } from './settle';
import { roleOf, StoryRouter, Viewer } from './viewer';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

const PHONE_VIEWPORT = {
  name: 'Phone 390',
  styles: { width: '390px', height: '844px' },
  type: 'mobile' as const,
};

/** A laptop's full-HD-ish width (at 1440 px the Users table fits its card). */
const WIDE_VIEWPORT = {
  name: 'Desktop 1440',
  styles: { width: '1440px', height: '900px' },
  type: 'desktop' as const,
};

// findBy* and waitFor wait up to 5 s (not 1 s): stories render through MSW, and CI machines are busy.
configure({ asyncUtilTimeout: 5000 });

// The admin frame asks for the salon's app menu on every page.
const DEFAULT_APP_MENU_HANDLERS = appSettingHandlers();
// My Profile (and the modals opened from it) asks for the owner's plan; a story's cancel or renew
// changes it for that story only (a stateful set: the loader gives each story a copy).
const DEFAULT_SUBSCRIPTION_HANDLERS = subscriptionHandlers();
/** The salon's currency and locale, which every salon screen formats its money with: USD, en-US. */
const DEFAULT_SALON_MONEY_HANDLERS = salonMoneyHandlers();

/** Innermost: the signed-in viewer from the `role` arg, a new session and SWR cache per story. */
const withViewer: Decorator = (Story, { args, id }) => {
  const role = roleOf(args.role);
  return (
    <Viewer key={`${id}:${role ?? 'signed-out'}`} role={role}>
      <Story />
    </Viewer>
  );
};

/** The story's route (`parameters.route`, `parameters.routePath`) and the redirect marker. */
const withRouter: Decorator = (Story, { parameters }) => (
  <StoryRouter
    route={parameters.route as string | undefined}
    routePath={parameters.routePath as string | undefined}
  >
    <Story />
  </StoryRouter>
);

/**
 * Outermost: theme and global styles, and the toasts containers show after writes. The screenshot run
 * sets the `toastsStay` global: a toast then stays until the next story, so whether it is in the picture
 * does not depend on how long the play function took on a busy machine (toasts otherwise leave after 4 s).
 */
const withUi: Decorator = (Story, { globals }) => (
  <UiProvider>
    <Story />
    <Toaster duration={globals.toastsStay ? Infinity : undefined} />
  </UiProvider>
);

/**
 * What a page keeps outside React, cleared before each story (project loaders run before the meta's and
 * the story's, which may then set their own): the story files of a test worker share one page, and the
 * storage of every page of the run is one (the cart, the frame's layout, the sign-up draft). Also the
 * API calls an earlier story left pending, and its scroll.
 */
const resetPage: Loader = () => {
  localStorage.clear();
  sessionStorage.clear();
  forgetApiCalls();
  window.scrollTo(0, 0);
  return {};
};

const preview: Preview = {
  // Later decorators wrap earlier ones: UiProvider > router > viewer > story.
  decorators: [withViewer, withRouter, withUi],
  loaders: [resetPage, mswRoleLoader],
  initialGlobals: { toastsStay: false },
  // Toasts live in a module-level store: clear the previous story's so each starts empty.
  beforeEach: () => {
    toast.remove();
  },
  parameters: {
    // The introduction first; then the catalogue, then the building blocks of packages/ui.
    options: {
      storySort: {
        order: ['Introduction', 'Catalogue', 'Screens', 'Modals', 'Forms', 'Patterns', 'Primitives'],
      },
    },
    // Handlers keyed by area: a story overrides one key (`parameters.msw.handlers.users = [...]`).
    msw: {
      handlers: {
        auth: DEFAULT_AUTH_HANDLERS,
        appSettings: DEFAULT_APP_MENU_HANDLERS,
        subscriptions: DEFAULT_SUBSCRIPTION_HANDLERS,
        salonMoney: DEFAULT_SALON_MONEY_HANDLERS,
      },
    },
    // axe violations fail the story's test (vitest) instead of only showing in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // `phone` is the 390 × 844 phone of the issues; a story with `globals: { viewport: { value: 'phone' } }`
    // runs its test at that size, and its `viewport:phone` tag makes the screenshot test shoot it there.
    // `wide` (1440 × 900, tag `viewport:wide`) likewise.
    viewport: { options: { ...MINIMAL_VIEWPORTS, phone: PHONE_VIEWPORT, wide: WIDE_VIEWPORT } },
  },
  argTypes: {
    role: {
      description: 'The signed-in viewer (catalogue stories); absent for signed-out screens.',
      control: 'select',
      options: ['superadmin', 'admin', 'salon', 'manager', 'stylist', 'user', 'company'],
      if: { arg: 'role', exists: true },
    },
  },
};

export default preview;
