import { expectAlert, expectRedirectedTo } from './expect';
import { expectListBusy, expectNoData, expectTableBusy } from './list';

/**
 * Whole play functions that many catalogue stories share: a story names one as its `play` (the
 * stories' tags, args and parameters stay written in each story).
 */
type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** The route guard sent the viewer to `path` (a refused role). */
export const playRedirectedTo =
  (path: string | RegExp): Play =>
  ({ canvasElement }) =>
    expectRedirectedTo(canvasElement, path);

/** The page's alert says `text` (a failed load). */
export const playAlert =
  (text: string | RegExp): Play =>
  ({ canvasElement }) =>
    expectAlert(canvasElement, text);

/** The list's empty state with its own `message`. */
export const playNoData =
  (message: string): Play =>
  ({ canvasElement }) =>
    expectNoData(canvasElement, message);

/** The table is busy while its first page loads. */
export const playTableBusy: Play = ({ canvasElement }) => expectTableBusy(canvasElement);

/** The card list named `name` is busy while it loads. */
export const playListBusy =
  (name: string): Play =>
  ({ canvasElement }) =>
    expectListBusy(canvasElement, name);
