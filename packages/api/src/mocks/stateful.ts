import type { AnyHandler } from 'msw';

interface Origin {
  make: () => AnyHandler[];
  index: number;
}

const origins = new WeakMap<AnyHandler, Origin>();

/**
 * Marks a handler set whose handlers keep state in their closure (what a story's writes changed) with
 * the call that makes the set anew. A set made once and used by many stories (a meta's parameters, the
 * preview's defaults) would carry one story's writes into the next: `freshHandlers` gives each story a
 * copy of its own (Storybook's loader, .storybook/msw.ts).
 */
export function stateful<H extends AnyHandler>(make: () => AnyHandler[], handlers: H[]): H[] {
  handlers.forEach((handler, index) => origins.set(handler, { make, index }));
  return handlers;
}

/**
 * The same handlers in the same order, each stateful one taken from a new copy of its set (one copy per
 * set, so the handlers of one set share their new state); the others as they are.
 */
export function freshHandlers(handlers: readonly AnyHandler[]): AnyHandler[] {
  const copies = new Map<() => AnyHandler[], AnyHandler[]>();
  return handlers.map((handler) => {
    const origin = origins.get(handler);
    if (!origin) return handler;
    let copy = copies.get(origin.make);
    if (!copy) {
      copy = origin.make();
      copies.set(origin.make, copy);
    }
    return copy[origin.index] ?? handler;
  });
}
