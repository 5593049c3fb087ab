import type { Role } from '@salon/api/shared/schemas';
import { screen, userEvent, within } from 'storybook/test';
import { serviceHandlers } from '@salon/api/mocks/handlers/services';
import { servicesPage } from '../support/pages';
import { pageParameters } from '../support/page-meta';
import type { Meta, StoryObj } from '@storybook/react-vite';

export type Args = { role: Role };

/** /services as the admin app routes it: the route guard around the container. */
export { servicesPage as renderServices } from '../support/pages';

/** The table row holding `name` (a category or a service title). */
export async function rowOf(canvasElement: HTMLElement, name: string) {
  const cell = await within(canvasElement).findByRole('cell', { name }, { timeout: 4000 });
  return within(cell.closest('tr')!);
}

export async function openFromRow(canvasElement: HTMLElement, name: string, button: string, dialog = button) {
  const row = await rowOf(canvasElement, name);
  await userEvent.click(row.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: dialog }));
}

/** Titles of the category rows, top to bottom. */
export function categoryTitles(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('[data-testid="category-row"]')].map(
    (row) => row.querySelectorAll('td')[2]?.textContent ?? '',
  );
}

export function serviceTitlesOf(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('[data-testid="service-row"]')].map(
    (row) => row.querySelectorAll('td')[2]?.textContent ?? '',
  );
}

/** Every /services story's page and viewer: the guarded page as the salon's owner sees it. */
export const SERVICES_PAGE_META = { render: servicesPage, args: { role: 'salon' } } satisfies Meta<Args>;
/** The story type of the files whose meta spreads `SERVICES_PAGE_META`. */
export type ServicesStory = StoryObj<typeof SERVICES_PAGE_META>;
/** Every /services story's address and handlers (a literal meta's `parameters: { ...servicesParameters() }`). */
export const servicesParameters = () => pageParameters({ services: serviceHandlers() }, '/services');
