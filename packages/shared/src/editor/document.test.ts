import { describe, expect, it } from 'vitest';
import { type DesignElement, designDocument, designElement } from './document.ts';
import { countElements, eachElement, mediaIdsOf } from './walk.ts';
import v2 from './fixtures/v2.json';
import { designLimits } from './limits.ts';

const shape = (id: string, extra: Record<string, unknown> = {}) => ({
  type: 'shape',
  id,
  x: 0,
  y: 0,
  w: 10,
  h: 10,
  shape: 'rectangle',
  fill: '#ffffff',
  ...extra,
});
const docWith = (elements: unknown[], extra: Record<string, unknown> = {}) => ({
  schemaVersion: 2,
  width: 1920,
  height: 1080,
  orientation: 'landscape',
  background: { type: 'color', color: '#000000' },
  safeArea: { x: 0.05, y: 0.03 },
  slides: [{ id: 's1', elements }],
  ...extra,
});
const messagesOf = (raw: unknown) => {
  const result = designDocument.safeParse(raw);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('designDocument (version 2)', () => {
  it('reads the fixture with every element type, a nested group, markup and right-to-left text', () => {
    const doc = designDocument.parse(v2);
    const types = new Set([...eachElement(doc.slides)].map(([element]) => element.type));
    expect([...types].sort()).toEqual(['clock', 'date', 'group', 'image', 'line', 'qr', 'shape', 'text']);
    expect(countElements(doc.slides)).toEqual({ elements: 11, depth: 3 });
    const texts = [...eachElement(doc.slides)].flatMap(([e]) => (e.type === 'text' ? [e.text] : []));
    expect(texts).toEqual(['<b>Sale</b> <script>alert(1)</script> & more', 'مرحبا بكم — שלום']);
    expect(mediaIdsOf(doc)).toEqual(['3f1c2a9e-8a51-4c77-9d1b-2a0b6f3e4d5c']);
  });

  it('fills the defaults an element leaves out', () => {
    const doc = designDocument.parse(v2);
    const rtl = doc.slides[0].elements.find((e) => e.id === 'rtl');
    expect(rtl).toMatchObject({
      name: '',
      rotation: 0,
      opacity: 1,
      locked: false,
      visible: true,
      fontFamily: 'inter',
      fontWeight: 400,
      italic: false,
      verticalAlign: 'top',
      lineHeight: 1.2,
    });
    expect(doc.slides[1]).toEqual({ id: 'slide-2', name: '', duration: 5, elements: [] });
    const qr = doc.slides[0].elements.find((e) => e.id === 'qr');
    expect(qr).toMatchObject({ color: '#000000', background: '#ffffff', errorCorrection: 'H' });
    const dot = doc.slides[0].elements.find((e) => e.id === 'dot');
    expect(dot).toMatchObject({ fill: null, cornerRadius: 0 });
    const line = designElement.parse({
      type: 'line',
      id: 'l',
      x: 0,
      y: 0,
      w: 9,
      h: 2,
      stroke: '#000000',
      strokeWidth: 2,
    });
    expect(line).toMatchObject({ dash: 'solid', rotation: 0 });
  });

  it('refuses an element of no known type, a bad colour and a media id that is not a uuid', () => {
    expect(designElement.safeParse({ ...shape('a'), type: 'video' }).success).toBe(false);
    expect(designElement.safeParse(shape('a', { fill: 'red' })).success).toBe(false);
    expect(designElement.safeParse(shape('a', { fill: '#12345' })).success).toBe(false);
    expect(designElement.safeParse(shape('a', { fill: '#11223344' })).success).toBe(true);
    const image = { type: 'image', id: 'i', x: 0, y: 0, w: 1, h: 1 };
    expect(designElement.safeParse({ ...image, mediaId: '../etc/passwd' }).success).toBe(false);
  });

  it('refuses ids outside [A-Za-z0-9_-] and duplicate ids, also inside groups and across slides', () => {
    expect(designElement.safeParse(shape('a b')).success).toBe(false);
    expect(messagesOf(docWith([shape('a'), shape('a')]))).toContain('validation.designDuplicateId');
    const group = { ...shape('g'), type: 'group', children: [shape('a')] };
    expect(messagesOf(docWith([shape('a'), group]))).toContain('validation.designDuplicateId');
    const twoSlides = docWith([], {
      slides: [
        { id: 's1', elements: [shape('a')] },
        { id: 's2', elements: [shape('a')] },
      ],
    });
    expect(messagesOf(twoSlides)).toContain('validation.designDuplicateId');
  });

  it(`refuses more than ${designLimits.maxElements} elements, counted through groups`, () => {
    const many = Array.from({ length: designLimits.maxElements }, (_, i) => shape(`e${i}`));
    expect(messagesOf(docWith(many))).toEqual([]);
    expect(messagesOf(docWith([...many, shape('one-more')]))).toContain('validation.designTooManyElements');
    const grouped = { ...shape('g'), type: 'group', children: many.slice(1) };
    expect(messagesOf(docWith([grouped]))).toEqual([]);
    expect(messagesOf(docWith([grouped, shape('x')]))).toContain('validation.designTooManyElements');
    expect(messagesOf(docWith(Array.from({ length: 10_000 }, (_, i) => shape(`e${i}`))))).toContain(
      'validation.designTooManyElements',
    );
  });

  it(`refuses groups nested deeper than ${designLimits.maxGroupDepth}`, () => {
    const nest = (depth: number): DesignElement => {
      let element: unknown = shape('leaf');
      for (let d = 1; d < depth; d += 1) element = { ...shape(`g${d}`), type: 'group', children: [element] };
      return element as DesignElement;
    };
    expect(countElements([{ elements: [nest(designLimits.maxGroupDepth)] }]).depth).toBe(designLimits.maxGroupDepth);
    expect(messagesOf(docWith([nest(designLimits.maxGroupDepth)]))).toEqual([]);
    expect(messagesOf(docWith([nest(designLimits.maxGroupDepth + 1)]))).toContain('validation.designGroupsTooDeep');
  });

  it('refuses sides over 7680 or under 16, fractional sides, no slides and too many slides', () => {
    expect(messagesOf(docWith([], { width: 7680, height: 4320 }))).toEqual([]);
    expect(designDocument.safeParse(docWith([], { width: 7681 })).success).toBe(false);
    expect(designDocument.safeParse(docWith([], { height: 7681 })).success).toBe(false);
    expect(designDocument.safeParse(docWith([], { width: 15 })).success).toBe(false);
    expect(designDocument.safeParse(docWith([], { width: 1920.5 })).success).toBe(false);
    expect(designDocument.safeParse(docWith([], { slides: [] })).success).toBe(false);
    const slides = Array.from({ length: designLimits.maxSlides + 1 }, (_, i) => ({ id: `s${i}`, elements: [] }));
    expect(designDocument.safeParse(docWith([], { slides })).success).toBe(false);
  });

  it('keeps elements far outside the artboard, within the coordinate limit', () => {
    expect(messagesOf(docWith([shape('far', { x: -50_000, y: 90_000 })]))).toEqual([]);
    expect(designDocument.safeParse(docWith([shape('far', { x: 100_001 })])).success).toBe(false);
    expect(designDocument.safeParse(docWith([shape('nan', { x: Number.NaN })])).success).toBe(false);
  });

  it('refuses text longer than the limit and a slide duration outside 1..3600 s', () => {
    const text = { type: 'text', id: 't', x: 0, y: 0, w: 1, h: 1, fontSize: 10, color: '#000000' };
    expect(designElement.safeParse({ ...text, text: 'x'.repeat(designLimits.maxTextLength) }).success).toBe(true);
    expect(designElement.safeParse({ ...text, text: 'x'.repeat(designLimits.maxTextLength + 1) }).success).toBe(false);
    const slide = (duration: number) => docWith([], { slides: [{ id: 's', duration, elements: [] }] });
    expect(designDocument.safeParse(slide(0)).success).toBe(false);
    expect(designDocument.safeParse(slide(3601)).success).toBe(false);
    expect(designDocument.safeParse(slide(1)).success).toBe(true);
  });
});
