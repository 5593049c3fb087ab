// `react-dom/client` in an app built with Preact (`preactInBuild` in vite.shared.ts): preact/compat's
// createRoot, keeping one ordering of React's. React runs the passive effects (useEffect) of a commit
// before it starts rendering again; Preact runs them after the next paint, so a state set during a
// commit (a ref callback) re-renders before the children's effects have run. Radix's slider registers
// its thumbs in such an effect and, without this, found none: the shop's price thumbs stayed hidden.
// Here every render pass first runs the effects still waiting from earlier commits, as React does.
// And like React, an image's `src` is set after its other attributes, so `loading="lazy"` holds.
import { options } from 'preact';

export * from 'preact/compat/client';

type Hook = (...args: unknown[]) => void;
/** Preact's hooks before a component renders and after a commit (`_render`, `_commit`, mangled). */
const internal = options as typeof options & { __r?: Hook; __c?: Hook };

/** Preact's flush of the effects waiting for the next paint, if any. */
let pendingEffects: (() => void) | null = null;
/** No component has rendered since the last commit. */
let passStart = true;

function runPendingEffects() {
  const flush = pendingEffects;
  pendingEffects = null;
  flush?.();
}

// Preact's own timing (after the next frame, or 35 ms when no frame comes), remembering the flush.
options.requestAnimationFrame = (flush) => {
  pendingEffects = flush;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(runPendingEffects);
  };
  const timeout = setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
};

const beforeRender = internal.__r;
internal.__r = (...args) => {
  if (passStart) {
    passStart = false;
    runPendingEffects();
  }
  beforeRender?.(...args);
};

const afterCommit = internal.__c;
internal.__c = (...args) => {
  afterCommit?.(...args);
  passStart = true;
};

// Preact sets attributes in the order of the props: `src` before `loading` would start the download.
const onVnode = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === 'img' && 'src' in vnode.props) {
    const { src, ...rest } = vnode.props as { src: unknown; children: unknown };
    vnode.props = Object.assign(rest, { src }) as typeof vnode.props;
  }
  onVnode?.(vnode);
};
