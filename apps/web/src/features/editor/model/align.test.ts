import { describe, expect, it } from 'vitest';
import { alignElements, distributeElements } from './align.ts';
import { group, rect } from './test-elements.ts';
import { findElement } from './tree.ts';

const artboard = { width: 1920, height: 1080 };
const slide = [rect('a', 100, 100, 100, 50), rect('b', 300, 200, 200, 100), rect('c', 50, 400, 50, 50)];
const xy = (elements: ReturnType<typeof alignElements>) => elements.map((e) => [e.x, e.y]);

describe('align', () => {
  it('to the selection’s box: left, centre, right', () => {
    expect(xy(alignElements(slide, ['a', 'b', 'c'], 'left', artboard))).toEqual([
      [50, 100],
      [50, 200],
      [50, 400],
    ]);
    // box 50..500: centre 275
    expect(xy(alignElements(slide, ['a', 'b', 'c'], 'center', artboard)).map(([x]) => x)).toEqual([225, 175, 250]);
    expect(xy(alignElements(slide, ['a', 'b'], 'right', artboard)).map(([x]) => x)).toEqual([400, 300, 50]);
  });

  it('to the selection’s box: top, middle, bottom', () => {
    expect(xy(alignElements(slide, ['a', 'b'], 'top', artboard)).map(([, y]) => y)).toEqual([100, 100, 400]);
    // box 100..300: middle 200
    expect(xy(alignElements(slide, ['a', 'b'], 'middle', artboard)).map(([, y]) => y)).toEqual([175, 150, 400]);
    expect(xy(alignElements(slide, ['a', 'b'], 'bottom', artboard)).map(([, y]) => y)).toEqual([250, 200, 400]);
  });

  it('one element aligns to the artboard', () => {
    expect(alignElements(slide, ['a'], 'center', artboard)[0]).toMatchObject({ x: 910, y: 100 });
    expect(alignElements(slide, ['a'], 'bottom', artboard)[0]).toMatchObject({ y: 1030 });
    expect(alignElements(slide, ['a'], 'right', artboard)[0]).toMatchObject({ x: 1820 });
  });

  it('one element inside a group aligns to the artboard in the group’s coordinates', () => {
    const grouped = [group('g', 100, 100, [rect('p', 0, 0), rect('q', 500, 500)])];
    const next = alignElements(grouped, ['q'], 'right', artboard);
    expect(findElement(next, 'g')).toMatchObject({ x: 100, w: 1820 });
    expect(findElement(next, 'q')).toMatchObject({ x: 1720 }); // its right edge at 100 + 1720 + 100 = 1920
  });

  it('a rotated element aligns by the box it covers on screen', () => {
    const rotated = [rect('r', 500, 500, 100, 100, { rotation: 90 })]; // covers x 400..500
    expect(alignElements(rotated, ['r'], 'left', artboard)[0]).toMatchObject({ x: 100 });
  });

  it('elements of different parents stay', () => {
    const mixed = [rect('a', 0, 0), group('g', 0, 0, [rect('p', 10, 10)])];
    expect(alignElements(mixed, ['a', 'p'], 'left', artboard)).toBe(mixed);
  });
});

describe('distribute', () => {
  it('spreads three or more with equal gaps; the outer ones stay', () => {
    const row = [rect('a', 0, 0, 100), rect('c', 900, 0, 100), rect('b', 200, 0, 300)];
    const next = distributeElements(row, ['a', 'b', 'c'], 'horizontal');
    // span 0..1000, sizes 500: gap 250
    expect(next.map((e) => [e.id, e.x])).toEqual([
      ['a', 0],
      ['c', 900],
      ['b', 350],
    ]);
    const column = [rect('a', 0, 0, 10, 10), rect('b', 0, 15, 10, 10), rect('c', 0, 100, 10, 10)];
    expect(distributeElements(column, ['a', 'b', 'c'], 'vertical').map((e) => e.y)).toEqual([0, 50, 100]);
  });

  it('needs three elements', () => {
    expect(distributeElements(slide, ['a', 'b'], 'horizontal')).toBe(slide);
  });
});
