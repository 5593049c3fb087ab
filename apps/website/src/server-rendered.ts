/** The attribute the server sets on `#root` when it holds the page it rendered (to hydrate, not redraw). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
