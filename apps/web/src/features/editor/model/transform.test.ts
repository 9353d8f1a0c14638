import type { ShapeElement } from '@plakat/shared';
import { describe, expect, it } from 'vitest';
import { group, rect } from './test-elements.ts';
import { moveElements, resizeElement, rotateElement, updateElementProps } from './transform.ts';
import { findElement } from './tree.ts';

describe('move, resize, rotate', () => {
  it('moves the selected elements and nothing else', () => {
    const slide = [rect('a', 0, 0), rect('b', 50, 50), rect('c', 9, 9)];
    const next = moveElements(slide, ['a', 'b'], 10, -5);
    expect(next.map((e) => [e.x, e.y])).toEqual([
      [10, -5],
      [60, 45],
      [9, 9],
    ]);
    expect(next[2]).toBe(slide[2]);
    expect(moveElements(slide, ['a'], 0, 0)).toBe(slide);
  });

  it('moving a child refits its group around the children, without moving anything on screen', () => {
    const slide = [group('g', 100, 100, [rect('a', 0, 0), rect('b', 200, 0)])];
    const next = moveElements(slide, ['a'], -50, 0);
    expect(findElement(next, 'g')).toMatchObject({ x: 50, y: 100, w: 350, h: 100 });
    expect(findElement(next, 'a')).toMatchObject({ x: 0, y: 0 });
    expect(findElement(next, 'b')).toMatchObject({ x: 250, y: 0 }); // still at 300 on the artboard
  });

  it('resizes to at least 1 px; a group scales its children and their text', () => {
    const slide = [rect('a', 0, 0)];
    expect(resizeElement(slide, 'a', { x: 5, y: 5, w: 0, h: 300 })[0]).toMatchObject({ x: 5, y: 5, w: 1, h: 300 });
    const text = {
      type: 'text' as const,
      id: 't',
      name: '',
      x: 100,
      y: 0,
      w: 100,
      h: 50,
      rotation: 0,
      opacity: 1,
      locked: false,
      visible: true,
      fontFamily: 'inter' as const,
      fontSize: 40,
      fontWeight: 400 as const,
      italic: false,
      color: '#000000',
      align: 'left' as const,
      verticalAlign: 'top' as const,
      lineHeight: 1.2,
      text: 'Hi',
    };
    const grouped = [group('g', 0, 0, [rect('r', 0, 0), text])];
    const next = resizeElement(grouped, 'g', { x: 0, y: 0, w: 400, h: 200 });
    expect(findElement(next, 'g')).toMatchObject({ w: 400, h: 200 });
    expect(findElement(next, 't')).toMatchObject({ x: 200, y: 0, w: 200, h: 100, fontSize: 80 });
  });

  it('rotates within (-360, 360)', () => {
    const slide = [rect('a', 0, 0)];
    expect(rotateElement(slide, 'a', 450)[0].rotation).toBe(90);
    expect(rotateElement(slide, 'a', -30)[0].rotation).toBe(-30);
    expect(rotateElement(slide, 'a', 0)).toBe(slide);
  });

  it('changes properties but never the id, the type or a group’s children', () => {
    const slide = [rect('a', 0, 0)];
    const next = updateElementProps<ShapeElement>(slide, 'a', { opacity: 0.5, fill: '#ff0000' });
    expect(next[0]).toMatchObject({ id: 'a', type: 'shape', opacity: 0.5, fill: '#ff0000' });
    expect(updateElementProps(slide, 'a', { id: 'x', type: 'text' } as never)[0]).toMatchObject({
      id: 'a',
      type: 'shape',
    });
  });
});
