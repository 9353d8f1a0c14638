/**
 * The undo history: the documents before (`past`) and after (`future`) the one shown. One step per completed gesture
 * (a drag, a resize, a property change): the canvas shows the live gesture with `preview` and commits once at its
 * end, or a run of changes commits with the same `gesture` key (typing into one text, nudging with the arrow keys)
 * and is merged into one step. Immutable: every function answers a new history.
 */
export type History<T> = {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The key of the gesture the present belongs to; a commit with the same key replaces the present. */
  gesture: string | null;
  /** What the present was when a preview began (the step's start), while a preview runs. */
  previewBase: T | null;
};

export const historyLimit = 100;

export const createHistory = <T>(present: T): History<T> => ({
  past: [],
  present,
  future: [],
  gesture: null,
  previewBase: null,
});

/**
 * Records a completed change as one step (dropping the oldest beyond 100 and clearing redo). With a `gesture` key
 * equal to the last commit's, the change is merged into that step. Committing the present itself changes nothing.
 */
export function commit<T>(history: History<T>, next: T, gesture: string | null = null): History<T> {
  const base = history.previewBase ?? history.present;
  if (next === base && history.previewBase === null) return history;
  if (gesture !== null && gesture === history.gesture && history.previewBase === null) {
    return { ...history, present: next, future: [] };
  }
  if (next === base) return { ...history, present: base, previewBase: null };
  const past = [...history.past, base].slice(-historyLimit);
  return { past, present: next, future: [], gesture, previewBase: null };
}

/** Shows a running gesture's state without making a step; `commit` ends it, `cancelPreview` goes back. */
export const preview = <T>(history: History<T>, next: T): History<T> => ({
  ...history,
  present: next,
  previewBase: history.previewBase ?? history.present,
});

export const cancelPreview = <T>(history: History<T>): History<T> =>
  history.previewBase === null ? history : { ...history, present: history.previewBase, previewBase: null };

/** Ends the merging of a gesture key, so the next commit with that key is a step of its own. */
export const endGesture = <T>(history: History<T>): History<T> =>
  history.gesture === null ? history : { ...history, gesture: null };

export const canUndo = <T>(history: History<T>) => history.past.length > 0;
export const canRedo = <T>(history: History<T>) => history.future.length > 0;

export function undo<T>(history: History<T>): History<T> {
  const settled = cancelPreview(history);
  if (!canUndo(settled)) return settled;
  return {
    past: settled.past.slice(0, -1),
    present: settled.past[settled.past.length - 1],
    future: [settled.present, ...settled.future],
    gesture: null,
    previewBase: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const settled = cancelPreview(history);
  if (!canRedo(settled)) return settled;
  return {
    past: [...settled.past, settled.present].slice(-historyLimit),
    present: settled.future[0],
    future: settled.future.slice(1),
    gesture: null,
    previewBase: null,
  };
}

/** Replaces the whole history (a reload after a conflict, a new design): nothing to undo. */
export const resetHistory = createHistory;
