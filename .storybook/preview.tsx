import { Toaster } from '@salon/ui/primitives/Toaster';
import { UiProvider } from '@salon/ui/theme';
import type { Decorator, Preview } from '@storybook/react-vite';
import toast from 'react-hot-toast';
import { configure } from 'storybook/test';
import { DEFAULT_AUTH_HANDLERS, mswRoleLoader } from './msw';
import { roleOf, StoryRouter, Viewer } from './viewer';

// findBy* and waitFor wait up to 5 s (not 1 s): stories render through MSW, and CI machines are busy.
configure({ asyncUtilTimeout: 5000 });

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

/** Outermost: theme and global styles, and the toasts containers show after writes. */
const withUi: Decorator = (Story) => (
  <UiProvider>
    <Story />
    <Toaster />
  </UiProvider>
);

const preview: Preview = {
  // Later decorators wrap earlier ones: UiProvider > router > viewer > story.
  decorators: [withViewer, withRouter, withUi],
  loaders: [mswRoleLoader],
  // Toasts live in a module-level store: clear the previous story's so each starts empty.
  beforeEach: () => {
    toast.remove();
  },
  parameters: {
    // Handlers keyed by area: a story overrides one key (`parameters.msw.handlers.users = [...]`).
    msw: { handlers: { auth: DEFAULT_AUTH_HANDLERS } },
    // axe violations fail the story's test (vitest) instead of only showing in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
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
