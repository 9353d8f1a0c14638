import { describe, expect, it } from 'vitest';
import { diagonalInches } from '../wizard/values.ts';
import { locationMediaComplete, mediaLimitError } from './rules.ts';

const pic = { kind: 'location', mime: 'image/png' };
const vid = { kind: 'location', mime: 'video/mp4' };
const ph = { kind: 'placeholder', mime: 'image/jpeg' };
const n = <T>(item: T, count: number) => Array.from({ length: count }, () => item);

describe('display media rules', () => {
  it('allows 5 pictures, or 4 pictures and one video', () => {
    expect(mediaLimitError(n(pic, 4), 'location', 'image/png')).toBeNull();
    expect(mediaLimitError(n(pic, 5), 'location', 'image/png')).toBe('apiWizard.tooManyPictures');
    expect(mediaLimitError(n(pic, 4), 'location', 'video/mp4')).toBeNull();
    expect(mediaLimitError(n(pic, 5), 'location', 'video/mp4')).toBe('apiWizard.tooManyPictures');
    expect(mediaLimitError([vid, ...n(pic, 3)], 'location', 'image/png')).toBeNull();
    expect(mediaLimitError([vid, ...n(pic, 4)], 'location', 'image/png')).toBe('apiWizard.tooManyPictures');
    expect(mediaLimitError([vid], 'location', 'video/webm')).toBe('apiWizard.secondVideo');
    // Placeholders do not count for location media and the other way round.
    expect(mediaLimitError([...n(ph, 5), ...n(pic, 4)], 'location', 'image/png')).toBeNull();
    expect(mediaLimitError([...n(ph, 4), ...n(pic, 5)], 'placeholder', 'image/png')).toBeNull();
    expect(mediaLimitError(n(ph, 5), 'placeholder', 'image/png')).toBe('apiWizard.tooManyPlaceholders');
  });

  it('says when the location media are complete', () => {
    expect(locationMediaComplete([])).toBe(false);
    expect(locationMediaComplete(n(ph, 3))).toBe(false);
    expect(locationMediaComplete([pic])).toBe(true);
    expect(locationMediaComplete([vid])).toBe(true);
    expect(locationMediaComplete(n(pic, 5))).toBe(true);
    expect(locationMediaComplete([vid, ...n(pic, 4)])).toBe(true);
    expect(locationMediaComplete([vid, ...n(pic, 5)])).toBe(false);
    expect(locationMediaComplete([vid, vid])).toBe(false);
  });

  it('computes the diagonal in inches from cm', () => {
    expect(diagonalInches(121.8, 68.5)).toBe(55);
    expect(diagonalInches(30, 40)).toBe(19.7);
  });
});
