import { describe, expect, it } from 'vitest';
import { canUngroup, groupElements, refitGroups, ungroupElement } from './grouping.ts';
import { group, ids, rect } from './test-elements.ts';
import { findElement } from './tree.ts';

describe('group and ungroup', () => {
  const slide = [rect('a', 100, 100), rect('b', 400, 300, 50, 50), rect('c', 0, 0), rect('d', 900, 900)];

  it('groups siblings: the group is their bounding box, their coordinates become relative to it', () => {
    const { elements, groupId } = groupElements(slide, ['b', 'a'], 'g');
    expect(groupId).toBe('g');
    expect(ids(elements)).toEqual(['g', 'c', 'd']); // in the place of the topmost member (b)
    const g = findElement(elements, 'g');
    expect(g).toMatchObject({ x: 100, y: 100, w: 350, h: 250, rotation: 0 });
    expect(g?.type === 'group' && g.children.map((c) => [c.id, c.x, c.y])).toEqual([
      ['a', 0, 0],
      ['b', 300, 200],
    ]);
  });

  it('the group takes the z-place of its topmost member', () => {
    const { elements } = groupElements(slide, ['a', 'c'], 'g');
    expect(ids(elements)).toEqual(['b', 'g', 'd']);
  });

  it('a rotated member counts with the box it covers on screen', () => {
    const rotated = [rect('a', 100, 100, 100, 100, { rotation: 90 }), rect('b', 300, 100)];
    const g = findElement(groupElements(rotated, ['a', 'b'], 'g').elements, 'g');
    expect(g).toMatchObject({ x: 0, y: 100, w: 400, h: 100 });
  });

  it('refuses fewer than two or elements of different parents', () => {
    expect(groupElements(slide, ['a'], 'g').groupId).toBeNull();
    const nested = [rect('a', 0, 0), group('h', 0, 0, [rect('p', 0, 0)])];
    expect(groupElements(nested, ['a', 'p'], 'g')).toEqual({ elements: nested, groupId: null });
  });

  it('ungroups back to absolute coordinates in the group’s place, keeping the look', () => {
    const grouped = groupElements(slide, ['a', 'b'], 'g').elements;
    const { elements, ids: freed } = ungroupElement(grouped, 'g');
    expect(freed).toEqual(['a', 'b']);
    expect(elements).toEqual([slide[0], slide[1], slide[2], slide[3]]);
    const faded = [group('g', 10, 20, [rect('p', 5, 5, 10, 10, { opacity: 0.5 })], { opacity: 0.5, visible: false })];
    expect(ungroupElement(faded, 'g').elements[0]).toMatchObject({ x: 15, y: 25, opacity: 0.25, visible: false });
  });

  it('ungroups nested groups one level at a time', () => {
    const nested = [group('g', 100, 100, [group('h', 10, 10, [rect('p', 1, 1)])])];
    const { elements } = ungroupElement(nested, 'h');
    expect(findElement(elements, 'p')).toMatchObject({ x: 11, y: 11 });
    expect(ids(elements)).toEqual(['g']);
  });

  it('only an unrotated group can be ungrouped', () => {
    const rotated = [group('g', 0, 0, [rect('p', 0, 0)], { rotation: 30 })];
    expect(canUngroup(rotated[0])).toBe(false);
    expect(ungroupElement(rotated, 'g')).toEqual({ elements: rotated, ids: [] });
    expect(canUngroup(rect('a', 0, 0))).toBe(false);
  });

  it('refits a stale group box and leaves a fitting one alone', () => {
    const stale = [group('g', 0, 0, [rect('p', 50, 50)], { w: 999, h: 999 })];
    expect(refitGroups(stale)[0]).toMatchObject({ x: 50, y: 50, w: 100, h: 100 });
    const fitting = [group('g', 0, 0, [rect('p', 0, 0)])];
    expect(refitGroups(fitting)).toBe(fitting);
  });
});
