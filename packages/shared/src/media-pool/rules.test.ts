import { describe, expect, it } from 'vitest';
import { alignmentOf, resolutionOf } from './constants.ts';
import { canChangeArchive, canEditFile, canSetMediaType, mediaRuleMessages as R } from './rules.ts';

const image = { type: 'image/png', resolution: 'FullHD', isArchived: false };
const video = { type: 'video/mp4', resolution: '4KUHD', isArchived: false };

describe('canSetMediaType (spec 02 §4)', () => {
  it('general on any editable file', () => {
    expect(canSetMediaType({ ...image, resolution: 'other' }, 'general')).toBeNull();
    expect(canSetMediaType(video, 'general')).toBeNull();
  });
  it('a video is never background, but may be commercial', () => {
    expect(canSetMediaType(video, 'background')).toBe(R.videoBackground);
    expect(canSetMediaType(video, 'commercial')).toBeNull();
  });
  it('only HD, FullHD, 4KUHD and 8KUHD may be commercial or background', () => {
    for (const resolution of ['HD', 'FullHD', '4KUHD', '8KUHD']) {
      expect(canSetMediaType({ ...image, resolution }, 'background')).toBeNull();
      expect(canSetMediaType({ ...image, resolution }, 'commercial')).toBeNull();
    }
    expect(canSetMediaType({ ...image, resolution: 'other' }, 'commercial')).toBe(R.resolution);
    expect(canSetMediaType({ ...image, resolution: null }, 'background')).toBe(R.resolution);
  });
  it('archived or deleted files keep their type', () => {
    expect(canSetMediaType({ ...image, isArchived: true }, 'general')).toBe(R.archived);
    expect(canSetMediaType({ ...image, isDeleted: true }, 'commercial')).toBe(R.deleted);
  });
});

describe('edit and archive rules', () => {
  it('archived and deleted files cannot be edited', () => {
    expect(canEditFile(image)).toBeNull();
    expect(canEditFile({ ...image, isArchived: true })).toBe(R.archived);
    expect(canEditFile({ ...image, isArchived: true, isDeleted: true })).toBe(R.deleted);
  });
  it('a deleted file has no status to change', () => {
    expect(canChangeArchive(image)).toBeNull();
    expect(canChangeArchive({ ...image, isArchived: true })).toBeNull();
    expect(canChangeArchive({ ...image, isDeleted: true })).toBe(R.deleted);
  });
});

describe('measure', () => {
  it('names the 16:9 presets in either orientation, else other', () => {
    expect(resolutionOf(1920, 1080)).toBe('FullHD');
    expect(resolutionOf(1080, 1920)).toBe('FullHD');
    expect(resolutionOf(7680, 4320)).toBe('8KUHD');
    expect(resolutionOf(1920, 1081)).toBe('other');
    expect(resolutionOf(null, null)).toBe('other');
  });
  it('aligns by the aspect', () => {
    expect(alignmentOf(16, 9)).toBe('horizontal');
    expect(alignmentOf(9, 16)).toBe('vertical');
    expect(alignmentOf(10, 10)).toBe('other');
    expect(alignmentOf(null, 5)).toBe('other');
  });
});
