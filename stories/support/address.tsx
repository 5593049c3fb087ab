import { useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';

/**
 * The story's address (path and query) in a hidden element, so a play function can check that a list
 * writes its search and page to the address (defect 9). Hidden: screenshots do not change.
 */
export function AddressProbe() {
  const location = useLocation();
  return (
    <output hidden data-testid="story-address">
      {location.pathname}
      {location.search}
    </output>
  );
}

/** Waits until the story's address (see AddressProbe) is exactly `expected`. */
export async function expectAddress(canvasElement: HTMLElement, expected: string): Promise<void> {
  await waitFor(() => expect(within(canvasElement).getByTestId('story-address').textContent).toBe(expected));
}
