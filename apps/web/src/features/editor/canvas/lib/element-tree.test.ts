import type { DesignElement } from '@plakat/shared';
import { describe, expect, it } from 'vitest';
import { findElement, mapElements, withoutLiveElements } from './element-tree.ts';

const base = { name: '', x: 0, y: 0, w: 10, h: 10, rotation: 0, opacity: 1, locked: false, visible: true };
const shape = (id: string) =>
  ({
    ...base,
    type: 'shape',
    id,
    shape: 'rectangle',
    fill: '#000000',
    stroke: null,
    strokeWidth: 0,
    cornerRadius: 0,
  }) as DesignElement;
const elements: DesignElement[] = [
  shape('a'),
  {
    ...base,
    type: 'group',
    id: 'g',
    children: [shape('b'), { ...base, type: 'group', id: 'h', children: [shape('c')] }],
  },
  shape('d'),
];

describe('findElement', () => {
  it('finds elements on the slide and inside nested groups', () => {
    expect(findElement(elements, 'a')?.id).toBe('a');
    expect(findElement(elements, 'c')?.id).toBe('c');
    expect(findElement(elements, 'zz')).toBeUndefined();
  });
});

describe('mapElements', () => {
  it('answers the same list when nothing changes', () => {
    expect(mapElements(elements, (e) => e)).toBe(elements);
  });

  it('changes a nested child and keeps the untouched elements as they were', () => {
    const next = mapElements(elements, (e) => (e.id === 'c' ? { ...e, visible: false } : e));
    expect(next).not.toBe(elements);
    expect(findElement(next, 'c')?.visible).toBe(false);
    expect(next[0]).toBe(elements[0]);
    expect(next[2]).toBe(elements[2]);
    expect(next[1]).not.toBe(elements[1]);
  });
});

describe('withoutLiveElements', () => {
  it('leaves out clocks and dates, inside groups too, and keeps the rest in order', () => {
    const live = (type: 'clock' | 'date', id: string) => ({ ...shape(id), type }) as unknown as DesignElement;
    const withLive: DesignElement[] = [
      shape('a'),
      live('clock', 'k'),
      { ...base, type: 'group', id: 'g', children: [live('date', 'x'), shape('b')] },
    ];
    const published = withoutLiveElements(withLive);
    expect(published.map((e) => e.id)).toEqual(['a', 'g']);
    expect(findElement(published, 'b')?.id).toBe('b');
    expect(findElement(published, 'x')).toBeUndefined();
    expect(findElement(withLive, 'x')?.id).toBe('x');
  });
});
