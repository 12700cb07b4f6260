/**
 * The designer's undo and redo: every change is a new present, the old one goes to the past, and a
 * change made after an undo drops the undone future. At most `MAX_UNDO_STEPS` are kept.
 */
export const MAX_UNDO_STEPS = 100;

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

export const historyOf = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** `next` becomes the present; a change that changes nothing (the same value) is not a step. */
export function commitChange<T>(history: History<T>, next: T): History<T> {
  if (Object.is(next, history.present)) return history;
  return { past: [...history.past, history.present].slice(-MAX_UNDO_STEPS), present: next, future: [] };
}

export function undoChange<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
  };
}

export function redoChange<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next as T, future: rest };
}

export const canUndo = (history: History<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: History<unknown>): boolean => history.future.length > 0;
