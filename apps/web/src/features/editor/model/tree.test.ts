import { describe, expect, it } from 'vitest';
import { group, ids, rect } from './test-elements.ts';
import {
  childrenOf,
  collectIds,
  commonParent,
  findElement,
  locateElement,
  removeElements,
  updateChildren,
  updateElement,
} from './tree.ts';

const inner = group('inner', 50, 60, [rect('deep', 5, 5)]);
const outer = group('outer', 100, 200, [rect('child', 0, 0), inner]);
const slide = [rect('a', 0, 0), outer, rect('b', 10, 10)];

describe('element tree', () => {
  it('finds an element through groups with its parent, index and the offset of its parents', () => {
    expect(locateElement(slide, 'deep')).toMatchObject({ parentId: 'inner', index: 0, offset: { x: 150, y: 260 } });
    expect(locateElement(slide, 'b')).toMatchObject({ parentId: null, index: 2, offset: { x: 0, y: 0 } });
    expect(findElement(slide, 'inner')?.type).toBe('group');
    expect(findElement(slide, 'nope')).toBeNull();
  });

  it('updates by id deep inside groups, sharing the untouched branches', () => {
    const next = updateElement(slide, 'deep', (e) => ({ ...e, name: 'Deep' }));
    expect(findElement(next, 'deep')?.name).toBe('Deep');
    expect(next[0]).toBe(slide[0]);
    expect(next[2]).toBe(slide[2]);
    expect(next[1]).not.toBe(slide[1]);
    expect(updateElement(slide, 'nope', (e) => ({ ...e }))).toBe(slide);
  });

  it('removes by id anywhere; a group goes with its children', () => {
    expect(ids(removeElements(slide, ['a', 'b']))).toEqual(['outer']);
    const withoutDeep = removeElements(slide, ['deep']);
    expect(findElement(withoutDeep, 'inner')).toMatchObject({ children: [] });
    expect(collectIds(removeElements(slide, ['outer']))).toEqual(new Set(['a', 'b']));
    expect(removeElements(slide, ['nope'])).toBe(slide);
  });

  it('reads and replaces the list of the slide or of a group', () => {
    expect(ids(childrenOf(slide, 'outer') ?? [])).toEqual(['child', 'inner']);
    expect(childrenOf(slide, 'a')).toBeNull();
    const next = updateChildren(slide, 'outer', (children) => [...children].reverse());
    expect(ids(childrenOf(next, 'outer') ?? [])).toEqual(['inner', 'child']);
  });

  it('names the common parent of siblings, undefined for elements of different parents', () => {
    expect(commonParent(slide, ['a', 'b'])).toBeNull();
    expect(commonParent(slide, ['child', 'inner'])).toBe('outer');
    expect(commonParent(slide, ['a', 'child'])).toBeUndefined();
    expect(commonParent(slide, ['a', 'missing'])).toBeUndefined();
  });
});
