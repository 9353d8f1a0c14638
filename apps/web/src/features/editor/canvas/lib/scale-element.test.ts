import type { DesignElement } from '@plakat/shared';
import { describe, expect, it } from 'vitest';
import { scaleElement } from './scale-element.ts';

const base = { name: '', rotation: 0, opacity: 1, locked: false, visible: true };

describe('scaleElement', () => {
  it('scales position, size, font size and strokes of children, nested groups included', () => {
    const group = {
      ...base,
      type: 'group',
      id: 'g',
      x: 10,
      y: 20,
      w: 100,
      h: 50,
      children: [
        {
          ...base,
          type: 'shape',
          id: 's',
          x: 0,
          y: 10,
          w: 40,
          h: 20,
          shape: 'rectangle',
          fill: '#ffffff',
          stroke: null,
          strokeWidth: 4,
          cornerRadius: 8,
        },
        {
          ...base,
          type: 'group',
          id: 'inner',
          x: 50,
          y: 0,
          w: 50,
          h: 50,
          children: [
            {
              ...base,
              type: 'line',
              id: 'l',
              x: 5,
              y: 5,
              w: 40,
              h: 2,
              stroke: '#000000',
              strokeWidth: 2,
              dash: 'solid',
            },
          ],
        },
      ],
    } as DesignElement;
    const scaled = scaleElement(group, 2, 2);
    expect(scaled).toMatchObject({ x: 20, y: 40, w: 200, h: 100 });
    if (scaled.type !== 'group') throw new Error('a group');
    expect(scaled.children[0]).toMatchObject({ x: 0, y: 20, w: 80, h: 40, strokeWidth: 8, cornerRadius: 16 });
    const inner = scaled.children[1];
    if (inner.type !== 'group') throw new Error('a group');
    expect(inner.children[0]).toMatchObject({ x: 10, y: 10, w: 80, h: 4, strokeWidth: 4 });
  });

  it('keeps a font size within the document’s limits', () => {
    const text = {
      ...base,
      type: 'text',
      id: 't',
      x: 0,
      y: 0,
      w: 10,
      h: 10,
      text: 'x',
      fontFamily: 'inter',
      fontSize: 1500,
      fontWeight: 400,
      italic: false,
      color: '#000000',
      align: 'left',
      verticalAlign: 'top',
      lineHeight: 1.2,
    } as DesignElement;
    expect(scaleElement(text, 2, 2)).toMatchObject({ fontSize: 2000, w: 20 });
    expect(scaleElement(text, 0.5, 2)).toMatchObject({ fontSize: 1500, w: 5, h: 20 });
  });
});
