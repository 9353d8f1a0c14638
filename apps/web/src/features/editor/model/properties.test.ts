import { describe, expect, it } from 'vitest';
import { renameElement, selectableIds, setLocked, setVisible } from './properties.ts';
import { group, rect } from './test-elements.ts';
import { findElement } from './tree.ts';

describe('rename, lock, hide, select all', () => {
  const slide = [rect('a', 0, 0), group('g', 0, 0, [rect('p', 0, 0)]), rect('b', 0, 0, 10, 10, { locked: true })];

  it('renames (trimmed, within the limit), also inside groups', () => {
    expect(findElement(renameElement(slide, 'p', '  Logo  '), 'p')?.name).toBe('Logo');
    expect(findElement(renameElement(slide, 'a', 'x'.repeat(500)), 'a')?.name).toHaveLength(120);
    expect(renameElement(slide, 'a', '')).toBe(slide);
  });

  it('locks and hides; the same array when nothing changes', () => {
    expect(setLocked(slide, 'a', true)[0].locked).toBe(true);
    expect(setLocked(slide, 'b', true)).toBe(slide);
    expect(setVisible(slide, 'g', false)[1].visible).toBe(false);
  });

  it('select all takes the slide’s visible, unlocked elements (a group as one)', () => {
    expect(selectableIds(slide)).toEqual(['a', 'g']);
    expect(selectableIds(setVisible(slide, 'a', false))).toEqual(['g']);
  });
});
