import { designDocument } from '@plakat/shared';
import { describe, expect, it } from 'vitest';
import {
  addElement,
  type FactoryContext,
  newClock,
  newDate,
  newImage,
  newLine,
  newQr,
  newShape,
  newText,
} from './factories.ts';
import { boxOf } from './geometry.ts';
import { docOf } from './test-elements.ts';

const fullHd = (): FactoryContext => ({ artboard: { width: 1920, height: 1080 }, taken: new Set() });

describe('element factories', () => {
  it('make valid elements with unique ids, centred on the artboard', () => {
    const ctx = fullHd();
    const elements = [
      newText(ctx, 'Hello'),
      newImage(ctx, '3f1c2a9e-8a51-4c77-9d1b-2a0b6f3e4d5c', { width: 4000, height: 1000 }),
      newShape(ctx, 'rectangle'),
      newShape(ctx, 'ellipse'),
      newLine(ctx),
      newClock(ctx),
      newDate(ctx, 'de'),
      newQr(ctx, 'https://example.com'),
    ];
    expect(designDocument.safeParse(docOf(elements)).success).toBe(true);
    expect(new Set(elements.map((e) => e.id)).size).toBe(elements.length);
    expect(ctx.taken.size).toBe(elements.length);
    for (const element of elements) {
      const box = boxOf(element);
      expect(Math.abs(box.x + box.w / 2 - 960)).toBeLessThan(1);
      expect(Math.abs(box.y + box.h / 2 - 540)).toBeLessThan(1);
    }
  });

  it('size follows the artboard: readable text on FullHD, twice as large on 4K', () => {
    expect(newText(fullHd(), 'x').fontSize).toBe(86);
    const uhd = { artboard: { width: 3840, height: 2160 }, taken: new Set<string>() };
    expect(newText(uhd, 'x').fontSize).toBe(173);
    expect(newQr(uhd, 'x').w).toBe(432);
  });

  it('an image keeps its aspect ratio within half the artboard and is never scaled up', () => {
    const wide = newImage(fullHd(), '3f1c2a9e-8a51-4c77-9d1b-2a0b6f3e4d5c', { width: 4000, height: 1000 });
    expect([wide.w, wide.h]).toEqual([960, 240]);
    const small = newImage(fullHd(), '3f1c2a9e-8a51-4c77-9d1b-2a0b6f3e4d5c', { width: 200, height: 100 });
    expect([small.w, small.h]).toEqual([200, 100]);
  });

  it('places at a drop point and adds on top of the slide', () => {
    const ctx = { ...fullHd(), at: { x: 100, y: 100 } };
    const shape = newShape(ctx, 'ellipse');
    expect(shape.x + shape.w / 2).toBe(100);
    const slide = addElement([newShape(fullHd(), 'rectangle')], shape);
    expect(slide[1]).toBe(shape);
  });
});
