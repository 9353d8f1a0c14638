import { describe, expect, it } from 'vitest';
import { gridClusters } from './clusters.ts';

describe('gridClusters', () => {
  it('joins the pins of one cell at their mean position and leaves other cells apart', () => {
    const clusters = gridClusters(
      [
        { item: 'a', x: 10, y: 10 },
        { item: 'b', x: 50, y: 30 },
        { item: 'c', x: 70, y: 10 },
        { item: 'd', x: 10, y: 130 },
      ],
      60,
    );
    expect(clusters).toEqual([
      { items: ['a', 'b'], x: 30, y: 20 },
      { items: ['c'], x: 70, y: 10 },
      { items: ['d'], x: 10, y: 130 },
    ]);
  });

  it('handles negative coordinates and no pins', () => {
    expect(
      gridClusters(
        [
          { item: 1, x: -5, y: -5 },
          { item: 2, x: 5, y: 5 },
        ],
        60,
      ),
    ).toHaveLength(2);
    expect(gridClusters([], 60)).toEqual([]);
  });
});
