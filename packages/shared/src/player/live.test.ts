import { describe, expect, it } from 'vitest';
import type { DesignElement } from '../editor/document.ts';
import { liveElementsOf } from './live.ts';

const base = { name: '', w: 100, h: 40, rotation: 0, opacity: 1, locked: false, visible: true };
const text = { fontFamily: 'inter', fontSize: 20, fontWeight: 400, italic: false, color: '#000000' } as const;
const style = { ...text, align: 'left', verticalAlign: 'top', lineHeight: 1.2 } as const;
const clock = (id: string, x: number, y: number, extra = {}) =>
  ({
    type: 'clock',
    id,
    x,
    y,
    ...base,
    ...style,
    hourCycle: 'h23',
    showSeconds: false,
    timeZone: 'local',
    ...extra,
  }) as DesignElement;

describe('liveElementsOf', () => {
  it('keeps clocks and dates, adds group offsets, skips hidden ones and multiplies opacity', () => {
    const date = {
      type: 'date',
      id: 'd',
      x: 5,
      y: 6,
      ...base,
      ...style,
      format: 'long',
      language: 'de',
      timeZone: 'local',
    } as DesignElement;
    const shape = { type: 'shape', id: 's', x: 0, y: 0, ...base, shape: 'rectangle', fill: null } as DesignElement;
    const group = (id: string, x: number, y: number, children: DesignElement[], extra = {}) =>
      ({ type: 'group', id, x, y, ...base, children, ...extra }) as DesignElement;
    const layer = liveElementsOf(
      {
        elements: [
          clock('c1', 10, 20),
          shape,
          group('g', 100, 200, [date, group('inner', 1, 2, [clock('c2', 3, 4)])], { opacity: 0.5 }),
          group('hidden', 0, 0, [clock('c3', 0, 0)], { visible: false }),
          clock('c4', 0, 0, { visible: false }),
        ],
      },
      { width: 1920, height: 1080 },
    );
    expect(layer.width).toBe(1920);
    expect(layer.elements.map((e) => [e.id, e.x, e.y, e.opacity])).toEqual([
      ['c1', 10, 20, 1],
      ['d', 105, 206, 0.5],
      ['c2', 104, 206, 0.5],
    ]);
  });
});
