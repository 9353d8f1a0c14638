import type { ProgramItem } from '@plakat/shared';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  clockOf,
  isChanged,
  loopSeconds,
  moveRow,
  rowErrorsOf,
  rowOf,
  rowOfFile,
  rowsOf,
} from './program-draft.ts';

const item = (id: string, over: Partial<ProgramItem> = {}): ProgramItem => ({
  id,
  fileId: `file-${id}`,
  onlineId: 1,
  title: `Item ${id}`,
  kind: 'image',
  designId: null,
  thumbUrl: null,
  durationSeconds: 8,
  playSeconds: 8,
  days: [],
  hours: null,
  missing: false,
  ...over,
});

describe('the program draft', () => {
  it('reads items: a picture its seconds (or what it plays), a video its own length', () => {
    const [picture, video, fallback] = rowsOf({
      items: [
        item('a', { days: [5, 1], hours: { from: '08:00', to: '12:00' } }),
        item('b', { kind: 'video', durationSeconds: null, playSeconds: 31.5 }),
        item('c', { durationSeconds: null, playSeconds: 10 }),
      ],
      loopSeconds: 49.5,
      updatedAt: null,
    });
    expect(picture).toMatchObject({ seconds: 8, days: [1, 5], from: '08:00', to: '12:00', videoSeconds: null });
    expect(video).toMatchObject({ seconds: null, videoSeconds: 31.5 });
    expect(fallback.seconds).toBe(10);
  });

  it('writes the body in the rows’ order, hours only where given', () => {
    const rows = [rowOf(item('a')), rowOf(item('b', { kind: 'video', durationSeconds: null, playSeconds: 4 }))];
    rows[0].from = '22:00';
    expect(bodyOf(moveRow(rows, 1, 0))).toEqual({
      items: [
        { fileId: 'file-b', durationSeconds: null, days: [], hours: null },
        { fileId: 'file-a', durationSeconds: 8, days: [], hours: { from: '22:00', to: '' } },
      ],
    });
  });

  it('moves rows and knows when they differ from the saved ones', () => {
    const saved = [rowOf(item('a')), rowOf(item('b')), rowOf(item('c'))];
    expect(moveRow(saved, 0, 2).map((r) => r.key)).toEqual(['b', 'c', 'a']);
    expect(moveRow(saved, 2, 0).map((r) => r.key)).toEqual(['c', 'a', 'b']);
    expect(moveRow(saved, 0, 5)).toEqual(saved);
    expect(
      isChanged(
        saved.map((r) => ({ ...r })),
        saved,
      ),
    ).toBe(false);
    expect(isChanged(moveRow(saved, 0, 1), saved)).toBe(true);
    expect(
      isChanged(
        [...saved, rowOfFile({ id: 'x', title: 'X', type: 'image/png', thumbUrl: null, duration: null })],
        saved,
      ),
    ).toBe(true);
  });

  it('picked files: a picture plays the default 10 s, a video its length', () => {
    expect(rowOfFile({ id: 'p', title: 'P', type: 'image/jpeg', thumbUrl: null, duration: null })).toMatchObject({
      kind: 'image',
      seconds: 10,
    });
    const video = rowOfFile({ id: 'v', title: 'V', type: 'video/mp4', thumbUrl: 't', duration: 12 });
    expect(video).toMatchObject({ kind: 'video', seconds: null, videoSeconds: 12 });
    expect(video.key).not.toBe(rowOfFile({ id: 'v', title: 'V', type: 'video/mp4', thumbUrl: 't', duration: 12 }).key);
  });

  it('measures the loop: every item, or those scheduled at a moment; a deleted file does not count', () => {
    const rows = rowsOf({
      items: [
        item('a', { durationSeconds: 30, playSeconds: 30 }),
        item('b', { durationSeconds: 20, playSeconds: 20, hours: { from: '00:00', to: '00:01' } }),
        item('c', { missing: true }),
      ],
      loopSeconds: 50,
      updatedAt: null,
    });
    expect(loopSeconds(rows, null)).toBe(50);
    const noon = new Date(2026, 0, 5, 12, 0);
    expect(loopSeconds(rows, noon)).toBe(30);
  });

  it('formats m:ss and h:mm:ss', () => {
    expect(clockOf(0)).toBe('0:00');
    expect(clockOf(65)).toBe('1:05');
    expect(clockOf(3725)).toBe('1:02:05');
  });

  it('sorts the server’s field errors onto their rows', () => {
    const { rows, other } = rowErrorsOf([
      { path: 'items.1.durationSeconds', message: 'too long' },
      { path: 'items.1.hours.to', message: 'a time' },
      { path: 'items.0.fileId', message: 'gone' },
      { path: 'items', message: 'at most 200' },
    ]);
    expect(rows.get(1)).toEqual({ duration: ['too long'], hours: ['a time'] });
    expect(rows.get(0)).toEqual({ file: ['gone'] });
    expect(other).toEqual(['at most 200']);
  });
});
