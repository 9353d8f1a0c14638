import { describe, expect, it } from 'vitest';
import { createKeySetStore } from './key-set-store.ts';

describe('key set store', () => {
  it('toggles, sets and tells its listeners only about real changes', () => {
    const store = createKeySetStore(['a']);
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.toggle('b');
    expect([...store.get()]).toEqual(['a', 'b']);
    store.toggle('b', true); // already in: no change, no call
    store.toggle('a', false);
    expect(store.has('a')).toBe(false);
    store.set(['x', 'y']);
    expect([...store.get()].sort()).toEqual(['x', 'y']);
    expect(calls).toBe(3);
    stop();
    store.set([]);
    expect(calls).toBe(3);
  });

  it('gives a new set on every change, so snapshots can be compared by identity', () => {
    const store = createKeySetStore();
    const before = store.get();
    store.toggle('a');
    expect(store.get()).not.toBe(before);
    expect(before.has('a')).toBe(false);
  });

  it('adds or removes a page of keys and keeps the keys of other pages', () => {
    const store = createKeySetStore(['other-page']);
    store.setMany(['a', 'b'], true);
    expect([...store.get()].sort()).toEqual(['a', 'b', 'other-page']);
    store.setMany(['a', 'b'], false);
    expect([...store.get()]).toEqual(['other-page']);
  });
});
