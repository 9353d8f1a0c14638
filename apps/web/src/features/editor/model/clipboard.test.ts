import { designDocument } from '@plakat/shared';
import { describe, expect, it } from 'vitest';
import { readPayload } from './clipboard-read.ts';
import { copyPayload, duplicateElements, pasteElements } from './clipboard.ts';
import { takenIds } from './ids.ts';
import { docOf, group, ids, rect } from './test-elements.ts';
import { collectIds, findElement } from './tree.ts';

const slide = [rect('a', 0, 0), group('g', 100, 100, [rect('p', 0, 0), rect('q', 50, 50)]), rect('b', 500, 0)];

describe('duplicate', () => {
  it('copies right above the original, 20 px right and down, with new ids throughout', () => {
    const taken = takenIds(docOf(slide));
    const { elements, ids: copies } = duplicateElements(slide, ['a', 'g'], taken);
    expect(elements).toHaveLength(5);
    expect(ids(elements).slice(0, 1)).toEqual(['a']);
    expect(elements[1]).toMatchObject({ id: copies[0], x: 20, y: 20, type: 'shape' });
    expect(elements[3]).toMatchObject({ id: copies[1], x: 120, y: 120, type: 'group' });
    const all = [...collectIds(elements)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(9);
    expect(designDocument.safeParse(docOf(elements)).success).toBe(true);
  });

  it('duplicates a child within its group', () => {
    const { elements, ids: copies } = duplicateElements(slide, ['p'], takenIds(docOf(slide)));
    expect(findElement(elements, copies[0])).toMatchObject({ x: 20, y: 20 });
    expect(findElement(elements, 'g')).toMatchObject({ x: 100, y: 100, w: 150, h: 150 });
  });
});

describe('copy and paste', () => {
  it('copies in artboard coordinates and pastes on top with new ids, 20 px further per paste', () => {
    const payload = copyPayload(slide, ['q', 'b'])!;
    expect(payload.elements.map((e) => [e.id, e.x, e.y])).toEqual([
      ['q', 150, 150],
      ['b', 500, 0],
    ]);
    const text = JSON.stringify(payload);
    const read = readPayload(text)!;
    const taken = takenIds(docOf(slide));
    const first = pasteElements(slide, read, taken);
    expect(first.elements.slice(3).map((e) => [e.x, e.y])).toEqual([
      [170, 170],
      [520, 20],
    ]);
    expect(first.ids).toEqual(ids(first.elements.slice(3)));
    expect(first.ids.some((id) => collectIds(slide).has(id))).toBe(false);
    const second = pasteElements(first.elements, read, taken, 2);
    expect(second.elements[5]).toMatchObject({ x: 190, y: 190 });
  });

  it('reads only its own payload', () => {
    expect(copyPayload(slide, ['missing'])).toBeNull();
    expect(readPayload('hello')).toBeNull();
    expect(readPayload('{"kind":"other"}')).toBeNull();
    expect(readPayload(JSON.stringify({ kind: 'plakat-design-elements', schemaVersion: 2, elements: [] }))).toBeNull();
    const bad = { kind: 'plakat-design-elements', schemaVersion: 2, elements: [{ type: 'video', id: 'x' }] };
    expect(readPayload(JSON.stringify(bad))).toBeNull();
  });
});
