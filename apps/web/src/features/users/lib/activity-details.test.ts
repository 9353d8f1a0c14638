import { describe, expect, it } from 'vitest';
import { detailsText } from './activity-details.ts';

describe('detailsText', () => {
  it('reads a change as from → to and other fields as name: value', () => {
    expect(detailsText({ from: 'external', to: 'internal' })).toBe('external → internal');
    expect(detailsText({ from: 'a', to: 'b', field: 'title' })).toBe('a → b, field: title');
    expect(detailsText({ field: 'title', count: 2 })).toBe('field: title, count: 2');
    expect(detailsText({ ids: [1, 2] })).toBe('ids: [1,2]');
    expect(detailsText({})).toBe('');
  });
});
