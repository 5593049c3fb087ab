import type { AnyHandler } from 'msw';

/** MSW handlers keyed by area (`users`, `billing`, ...), so a story overrides one key. */
export type AreaHandlers = Record<string, AnyHandler | AnyHandler[]>;

/**
 * The parameters every catalogue story of one page shares: the address it starts at (`route`, mounted at
 * `routePath`) and the area's handlers. A meta spreads them into an object literal,
 * `parameters: { ...usersParameters() }`, never names them bare: Storybook's docs plugin writes the meta's
 * doc comment into the meta's `parameters` literal at build time, and replaces any other value (the
 * story would lose its route and handlers). Called once per file, so each file keeps its own handlers.
 */
export function pageParameters(handlers: AreaHandlers, route: string, routePath = route) {
  return { route, routePath, msw: { handlers } };
}

/**
 * The parameters of a page of Demo Salon's public website: the address `/salon/demo-salon{path}`, mounted
 * at the website's route `/salon/:salonName{pattern}` (the same as `path` unless it names an id), and the
 * areas' handlers it needs.
 */
export function websiteParameters(handlers: AreaHandlers, path: string, pattern = path) {
  return pageParameters(handlers, `/salon/demo-salon${path}`, `/salon/:salonName${pattern}`);
}
