import { SERVER_RENDERED_ATTRIBUTE } from './server-rendered';

// A page the server rendered is painted before the app's scripts load and run (hydrating it is then no
// part of its first paint: the largest paint within 1.5 s on a phone). The callback of the
// frame runs before that frame's paint, its timeout after it. Any other page starts at once.
const start = () => void import('./start');
if (document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
