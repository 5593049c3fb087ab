import { openCashDay, shortCashDay } from '@salon/api/mocks/factories/cash-drawer';
import { cashDrawerHandlers, type CashDrawerStore } from '@salon/api/mocks/handlers/cash-drawer';
import type { Role } from '@salon/api/shared/schemas';
import { CASH_DRAWER_ROLES, CashDrawerContainer } from '@salon/features/cash-drawer';
import { RoleGuard } from '@salon/features/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../support/expect';
import { pageParameters } from '../support/page-meta';
import { expectNoSidewaysScroll, PHONE_STORY } from '../support/phone';

type Args = { role: Role };

const drawerMsw = (store?: CashDrawerStore) => ({
  msw: { handlers: { cashDrawer: cashDrawerHandlers(store) } },
});

/**
 * /cash-drawer through CashDrawerContainer against MSW, as the server keeps the drawer: today
 * (Monday, March 16, 2026) opened with a float; then cash sales ($100.00 of receipt 1042), cash in and
 * out with a reason, $253.75 expected; the cash-up with the difference as it is typed, a note required
 * when it differs; and the day once cashed up. The owner and the manager only.
 */
const meta = {
  title: 'Catalogue/CashDrawer/CashUp',
  tags: ['catalogue:cash-up'],
  render: () => (
    <RoleGuard allow={CASH_DRAWER_ROLES}>
      <CashDrawerContainer />
    </RoleGuard>
  ),
  args: { role: 'salon' },
  parameters: { ...pageParameters({ cashDrawer: cashDrawerHandlers() }, '/cash-drawer') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = async (canvasElement: HTMLElement, term: string) => {
  const figures = within(await within(canvasElement).findByLabelText('Figures'));
  return figures.getByText(term).nextElementSibling;
};

const cashUp = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Cash-up' }));

/** Not opened yet: a $150.00 float opens it, and the day's figures appear. */
export const OpenDrawer: Story = {
  tags: ['role:salon', 'state:open'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Cash drawer', level: 1 })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Open drawer' }));
    await expect(await canvas.findByText(/Please enter the cash the drawer starts with/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Opening float/ }), '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Open drawer' }));
    await expectToast('Drawer opened');
    await expect(await figure(canvasElement, 'Float')).toHaveTextContent('$150.00');
    await expect(canvas.getByText(/Opened by Olivia Owner/)).toBeVisible();
  },
};

/** The open drawer: $5.00 out for stamps joins the movements and the expected cash. */
export const Manager: Story = {
  tags: ['role:manager', 'state:open'],
  args: { role: 'manager' },
  parameters: drawerMsw({ day: openCashDay }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await figure(canvasElement, 'Expected in the drawer')).toHaveTextContent('$253.75');
    const form = within(canvas.getByRole('form', { name: 'Cash in or out' }));
    await userEvent.click(form.getByRole('radio', { name: 'Cash out' }));
    await userEvent.type(form.getByRole('textbox', { name: /Amount/ }), '5');
    await userEvent.type(form.getByRole('textbox', { name: /Reason/ }), 'Stamps');
    await userEvent.click(form.getByRole('button', { name: 'Save movement' }));
    await expectToast('Cash movement saved');
    await waitFor(async () =>
      expect(await figure(canvasElement, 'Expected in the drawer')).toHaveTextContent('$248.75'),
    );
    const movements = within(canvas.getByRole('table'));
    await expect(movements.getByText('Stamps')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Amount/ })).toHaveValue('');
  },
};

/** Counting: $250.00 against $253.75 shows the discrepancy while it is typed; the note becomes required. */
export const Counting: Story = {
  tags: ['role:salon', 'state:counting'],
  parameters: drawerMsw({ day: openCashDay }),
  play: async ({ canvasElement }) => {
    const form = await cashUp(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Counted cash/ }), '250');
    await expect(form.getByRole('status')).toHaveTextContent('Discrepancy: $3.75 short');
    await expect(form.getByText('Required: why the count differs.')).toBeVisible();
  },
};

/** The count matches: balanced, and the cash-up closes the day. */
export const Balanced: Story = {
  tags: ['role:manager', 'state:balanced'],
  args: { role: 'manager' },
  parameters: drawerMsw({ day: openCashDay }),
  play: async ({ canvasElement }) => {
    const form = await cashUp(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Counted cash/ }), '253.75');
    await expect(form.getByRole('status')).toHaveTextContent('Balanced: the count matches what was expected');
    await userEvent.click(form.getByRole('button', { name: 'Confirm cash-up' }));
    await expectToast('Drawer cashed up');
    await expect(await within(canvasElement).findByRole('note')).toHaveTextContent(
      /Cashed up by Mia Manager at .*: balanced/,
    );
  },
};

/** $5.00 short: no cash-up without a note (the server's words), then kept with it. */
export const Discrepancy: Story = {
  tags: ['role:salon', 'state:discrepancy'],
  parameters: drawerMsw({ day: openCashDay }),
  play: async ({ canvasElement }) => {
    const form = await cashUp(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Counted cash/ }), '248.75');
    await expect(form.getByRole('status')).toHaveTextContent('Discrepancy: $5.00 short');
    await userEvent.click(form.getByRole('button', { name: 'Confirm cash-up' }));
    await expect(await form.findByText('Say why the count differs from what was expected')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /Note/ }), 'A $5 note given as change twice');
    await userEvent.click(form.getByRole('button', { name: 'Confirm cash-up' }));
    await expectToast('Drawer cashed up');
    await expect(await within(canvasElement).findByRole('note')).toHaveTextContent('$5.00 short');
  },
};

/** Cashed up $5.00 short yesterday evening: the day read-only, its note and movements. */
export const Closed: Story = {
  tags: ['role:manager', 'state:closed'],
  args: { role: 'manager' },
  parameters: drawerMsw({ day: shortCashDay }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      /Cashed up by Mia Manager at .*: \$5\.00 short/,
    );
    await expect(canvas.getByText('Note: A $5 note was given as change twice')).toBeVisible();
    await expect(await figure(canvasElement, 'Counted')).toHaveTextContent('$248.75');
    await expect(canvas.queryByRole('form', { name: 'Cash-up' })).toBeNull();
  },
};

/** The open drawer on the 390 px phone: one column, nothing scrolls sideways (the table in its box). */
export const Phone: Story = {
  ...PHONE_STORY,
  tags: ['role:salon', 'state:open', 'viewport:phone'],
  parameters: drawerMsw({ day: openCashDay }),
  play: async ({ canvasElement }) => {
    await cashUp(canvasElement);
    await expectNoSidewaysScroll();
  },
};
