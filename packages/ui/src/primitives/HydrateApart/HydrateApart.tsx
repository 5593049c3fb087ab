import { Suspense, useState, type ReactNode } from 'react';

/** A part's turn: open once its task has come. */
interface Turn {
  open: boolean;
  promise: Promise<void>;
}

const OPEN: Turn = { open: true, promise: Promise.resolve() };

/** The last turn handed out while a page hydrates in turns; null otherwise. */
let last: Promise<void> | null = null;

/** Resolves in a later task (a macrotask: the browser may paint and take input in between). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates a server-rendered page in turns (Total Blocking Time): `hydrate` draws the page
 * but each part wrapped in `HydrateApart`, and every such part then hydrates in a task of its own, one
 * after the other, its own parts after it. Preact keeps the server's markup of a subtree that suspends
 * while hydrating and hydrates it once its promise settles, so one long task becomes several short ones
 * and nothing on screen changes meanwhile. Resolves once every part is hydrated; parts mounted after
 * that (a client-side render) do not wait.
 */
export function hydrateInTurns(hydrate: () => void): Promise<void> {
  last = Promise.resolve();
  try {
    hydrate();
  } catch (error) {
    last = null;
    throw error;
  }
  return new Promise((resolve) => {
    // Done when a task after the last turn has passed with no new turn taken (a part's own parts take
    // theirs while it hydrates, in its turn's task).
    const settle = () => {
      const seen = last!;
      void seen.then(nextTask).then(() => {
        if (last !== seen) return settle();
        last = null;
        resolve();
      });
    };
    settle();
  });
}

function takeTurn(): Turn {
  if (!last) return OPEN;
  const turn: Turn = { open: false, promise: last.then(nextTask) };
  last = turn.promise;
  // Registered before Preact's own callback (it comes when the part suspends): open by then.
  void turn.promise.then(() => {
    turn.open = true;
  });
  return turn;
}

function Waiting({ turn, children }: { turn: Turn; children: ReactNode }) {
  if (!turn.open) throw turn.promise;
  return children;
}

/**
 * A part of a server-rendered page hydrated in a task of its own (see `hydrateInTurns`); anywhere else
 * (a client render, stories, the server's render) it renders its children as they are. Its children
 * must be one element: Preact keeps the first element of a suspended subtree only, and would draw any
 * other anew.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const [turn] = useState(takeTurn);
  return (
    <Suspense fallback={null}>
      <Waiting turn={turn}>{children}</Waiting>
    </Suspense>
  );
}
