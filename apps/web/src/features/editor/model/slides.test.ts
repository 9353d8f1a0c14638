import { describe, expect, it } from 'vitest';
import { takenIds } from './ids.ts';
import { addSlide, editSlide, moveSlide, removeSlide, setSlideDuration } from './slides.ts';
import { docOf, rect } from './test-elements.ts';

const doc = docOf([rect('a', 0, 0)], [rect('b', 0, 0)], []);
const slideIds = (d: typeof doc) => d.slides.map((s) => s.id);

describe('slides', () => {
  it('edits one slide’s elements; the same document when nothing changed', () => {
    const next = editSlide(doc, 's2', (elements) => elements.map((e) => ({ ...e, x: 5 })));
    expect(next.slides[1].elements[0].x).toBe(5);
    expect(next.slides[0]).toBe(doc.slides[0]);
    expect(editSlide(doc, 's2', (elements) => elements as never)).toBe(doc);
  });

  it('adds an empty slide after the given one (or at the end) with a new id', () => {
    const taken = takenIds(doc);
    const { doc: added, slideId } = addSlide(doc, taken, 's1');
    expect(slideIds(added)).toEqual(['s1', slideId, 's2', 's3']);
    expect(added.slides[1]).toMatchObject({ duration: 10, elements: [] });
    expect(slideIds(addSlide(doc, taken).doc).slice(0, 3)).toEqual(['s1', 's2', 's3']);
  });

  it('removes a slide but never the last one', () => {
    expect(slideIds(removeSlide(doc, 's2'))).toEqual(['s1', 's3']);
    const single = docOf([]);
    expect(removeSlide(single, 's1')).toBe(single);
  });

  it('reorders slides', () => {
    expect(slideIds(moveSlide(doc, 's1', 2))).toEqual(['s2', 's3', 's1']);
    expect(slideIds(moveSlide(doc, 's3', 0))).toEqual(['s3', 's1', 's2']);
    expect(moveSlide(doc, 's1', 0)).toBe(doc);
  });

  it('sets a duration in whole seconds within 1 s .. 1 h', () => {
    expect(setSlideDuration(doc, 's1', 7.4).slides[0].duration).toBe(7);
    expect(setSlideDuration(doc, 's1', 0).slides[0].duration).toBe(1);
    expect(setSlideDuration(doc, 's1', 99_999).slides[0].duration).toBe(3600);
    expect(setSlideDuration(doc, 's1', Number.NaN)).toBe(doc);
  });
});
