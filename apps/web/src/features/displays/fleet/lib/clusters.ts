/** A pin in the map's pixel plane at one zoom (Leaflet's `map.project(latlng, zoom)`). */
export type Projected<T> = { item: T; x: number; y: number };
/** Pins that share a grid cell: drawn as one marker at their centre. */
export type Cluster<T> = { items: T[]; x: number; y: number };

/**
 * Grid clustering (docs/decisions.md): the plane is cut into `cell`-pixel squares and the pins of a square become one
 * cluster at their mean position. One pass, O(n); computed again per zoom and view. Pins in neighbouring squares stay
 * apart even when close: the price of its simplicity, and the next zoom level splits them anyway.
 */
export function gridClusters<T>(points: readonly Projected<T>[], cell: number): Cluster<T>[] {
  const cells = new Map<string, { items: T[]; sumX: number; sumY: number }>();
  for (const point of points) {
    const key = `${Math.floor(point.x / cell)}:${Math.floor(point.y / cell)}`;
    let entry = cells.get(key);
    if (!entry) {
      entry = { items: [], sumX: 0, sumY: 0 };
      cells.set(key, entry);
    }
    entry.items.push(point.item);
    entry.sumX += point.x;
    entry.sumY += point.y;
  }
  return [...cells.values()].map(({ items, sumX, sumY }) => ({
    items,
    x: sumX / items.length,
    y: sumY / items.length,
  }));
}
