import { describe, expect, it } from 'vitest';
import { changeZOrder, moveToLayer } from './order.ts';
import { group, ids, rect } from './test-elements.ts';
import { childrenOf, findElement } from './tree.ts';

const slide = ['a', 'b', 'c', 'd'].map((id, i) => rect(id, i * 10, 0));

describe('z-order', () => {
  it('brings forward and sends backward by one, past unselected neighbours only', () => {
    expect(ids(changeZOrder(slide, ['b'], 'forward'))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(changeZOrder(slide, ['b', 'c'], 'forward'))).toEqual(['a', 'd', 'b', 'c']);
    expect(ids(changeZOrder(slide, ['c'], 'backward'))).toEqual(['a', 'c', 'b', 'd']);
    expect(changeZOrder(slide, ['d'], 'forward')).toBe(slide);
    expect(changeZOrder(slide, ['a'], 'backward')).toBe(slide);
  });

  it('brings to the front and sends to the back, keeping the selection’s own order', () => {
    expect(ids(changeZOrder(slide, ['c', 'a'], 'front'))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(changeZOrder(slide, ['d', 'b'], 'back'))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('moves within a group’s children', () => {
    const grouped = [rect('x', 0, 0), group('g', 0, 0, [rect('p', 0, 0), rect('q', 5, 5)])];
    const next = changeZOrder(grouped, ['p'], 'front');
    expect(ids(childrenOf(next, 'g') ?? [])).toEqual(['q', 'p']);
    expect(next[0]).toBe(grouped[0]);
  });
});

describe('moveToLayer (the layers panel’s drag)', () => {
  it('reorders within the slide', () => {
    expect(ids(moveToLayer(slide, 'a', null, 3))).toEqual(['b', 'c', 'd', 'a']);
    expect(ids(moveToLayer(slide, 'd', null, 0))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('moves into and out of a group, keeping the place on the artboard', () => {
    const grouped = [rect('x', 500, 500), group('g', 100, 100, [rect('p', 0, 0), rect('q', 100, 100)])];
    const into = moveToLayer(grouped, 'x', 'g', 2);
    expect(ids(childrenOf(into, 'g') ?? [])).toEqual(['p', 'q', 'x']);
    expect(findElement(into, 'x')).toMatchObject({ x: 400, y: 400 });
    expect(findElement(into, 'g')).toMatchObject({ x: 100, y: 100, w: 500, h: 500 });
    const out = moveToLayer(grouped, 'q', null, 0);
    expect(ids(out)).toEqual(['q', 'x', 'g']);
    expect(out[0]).toMatchObject({ x: 200, y: 200 });
  });

  it('never puts a group into itself or its children', () => {
    const nested = [group('g', 0, 0, [group('h', 0, 0, [rect('p', 0, 0)])])];
    expect(moveToLayer(nested, 'g', 'g', 0)).toBe(nested);
    expect(moveToLayer(nested, 'g', 'h', 0)).toBe(nested);
    expect(moveToLayer(nested, 'p', 'missing', 0)).toBe(nested);
  });
});
