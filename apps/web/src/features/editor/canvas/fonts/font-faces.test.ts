import type { DesignDocument } from '@plakat/shared';
import { describe, expect, it } from 'vitest';
import { faceFile, fontFacesOf, konvaFontStyle } from './font-faces.ts';

const text = (id: string, fontFamily: string, fontWeight: 400 | 700, italic: boolean) => ({
  type: 'text',
  id,
  name: '',
  x: 0,
  y: 0,
  w: 10,
  h: 10,
  rotation: 0,
  opacity: 1,
  locked: false,
  visible: true,
  fontFamily,
  fontSize: 20,
  fontWeight,
  italic,
  color: '#000000',
  align: 'left',
  verticalAlign: 'top',
  lineHeight: 1.2,
  text: 'x',
});

describe('fontFacesOf', () => {
  it('lists each face of text, clock and date elements once, groups and every slide included', () => {
    const slides = [
      {
        elements: [
          text('a', 'inter', 400, false),
          text('b', 'inter', 400, false),
          {
            ...text('c', 'lobster', 400, false),
            type: 'clock',
            hourCycle: 'h23',
            showSeconds: false,
            timeZone: 'local',
          },
          {
            type: 'group',
            id: 'g',
            x: 0,
            y: 0,
            w: 1,
            h: 1,
            children: [text('d', 'inter', 700, true)],
          },
          { type: 'shape', id: 's' },
        ],
      },
      { elements: [text('e', 'oswald', 700, false)] },
    ] as unknown as DesignDocument['slides'];
    expect(fontFacesOf({ slides })).toEqual([
      { font: 'inter', weight: 400, italic: false },
      { font: 'lobster', weight: 400, italic: false },
      { font: 'inter', weight: 700, italic: true },
      { font: 'oswald', weight: 700, italic: false },
    ]);
  });
});

describe('faceFile', () => {
  const files = { '400-normal': 'r.woff2', '700-normal': 'b.woff2' };

  it('takes the face’s own file', () => {
    expect(faceFile(files, { font: 'oswald', weight: 700, italic: false })).toEqual({
      url: 'b.woff2',
      weight: 700,
      style: 'normal',
    });
  });

  it('falls back to the upright or regular file a family has', () => {
    expect(faceFile(files, { font: 'oswald', weight: 700, italic: true })?.url).toBe('b.woff2');
    expect(faceFile({ '400-normal': 'r.woff2' }, { font: 'lobster', weight: 700, italic: true })).toEqual({
      url: 'r.woff2',
      weight: 400,
      style: 'normal',
    });
  });
});

describe('konvaFontStyle', () => {
  it('names weight and slant as konva reads them', () => {
    expect(konvaFontStyle(400, false)).toBe('normal');
    expect(konvaFontStyle(700, false)).toBe('bold');
    expect(konvaFontStyle(400, true)).toBe('italic');
    expect(konvaFontStyle(700, true)).toBe('italic bold');
  });
});
