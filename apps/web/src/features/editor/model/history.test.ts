import { describe, expect, it } from 'vitest';
import {
  cancelPreview,
  canRedo,
  canUndo,
  commit,
  createHistory,
  endGesture,
  historyLimit,
  preview,
  redo,
  undo,
} from './history.ts';

const doc = (n: number) => ({ n });

describe('undo history', () => {
  it('undoes and redoes committed steps', () => {
    const [a, b, c] = [doc(1), doc(2), doc(3)];
    let h = commit(commit(createHistory(a), b), c);
    expect(h.present).toBe(c);
    h = undo(h);
    expect(h.present).toBe(b);
    h = undo(h);
    expect(h.present).toBe(a);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.present).toBe(c);
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
  });

  it('a new commit clears redo', () => {
    const h = commit(undo(commit(createHistory(doc(1)), doc(2))), doc(3));
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toEqual(doc(1));
  });

  it('keeps at most 100 steps', () => {
    let h = createHistory(doc(0));
    for (let i = 1; i <= 150; i += 1) h = commit(h, doc(i));
    expect(h.past).toHaveLength(historyLimit);
    for (let i = 0; i < 200; i += 1) h = undo(h);
    expect(h.present).toEqual(doc(50));
  });

  it('committing the present is no step', () => {
    const h = createHistory(doc(1));
    expect(commit(h, h.present)).toBe(h);
  });

  it('a drag previews every frame and makes one step when it ends', () => {
    const start = doc(0);
    let h = createHistory(start);
    for (let frame = 1; frame <= 30; frame += 1) h = preview(h, doc(frame));
    expect(h.present).toEqual(doc(30));
    expect(canUndo(h)).toBe(false);
    h = commit(h, doc(31));
    expect(h.past).toEqual([start]);
    expect(undo(h).present).toBe(start);
  });

  it('a cancelled drag or one that ends where it began is no step', () => {
    const start = doc(0);
    const dragging = preview(preview(createHistory(start), doc(1)), doc(2));
    expect(cancelPreview(dragging).present).toBe(start);
    const back = commit(dragging, start);
    expect(back.present).toBe(start);
    expect(canUndo(back)).toBe(false);
    expect(undo(dragging).present).toBe(start);
  });

  it('commits with the same gesture key merge into one step until the gesture ends', () => {
    const start = doc(0);
    let h = createHistory(start);
    h = commit(h, doc(1), 'nudge');
    h = commit(h, doc(2), 'nudge');
    h = commit(h, doc(3), 'nudge');
    expect(h.past).toEqual([start]);
    h = commit(h, doc(4), 'type:title');
    expect(h.past).toHaveLength(2);
    h = commit(endGesture(h), doc(5), 'type:title');
    expect(h.past).toHaveLength(3);
    expect(undo(undo(h)).present).toEqual(doc(3));
  });

  it('after an undo the same gesture key starts a new step', () => {
    let h = commit(commit(createHistory(doc(0)), doc(1), 'nudge'), doc(2), 'nudge');
    h = undo(h);
    h = commit(h, doc(9), 'nudge');
    expect(h.past).toEqual([doc(0)]);
    expect(h.present).toEqual(doc(9));
  });
});
