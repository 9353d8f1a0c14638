import { type Locator, expect } from '@playwright/test';

/**
 * `inner` lies inside `outer` and keeps at least `margin` pixels from its left, right and bottom edges: a pager or a
 * table drawn inside a card keeps the card's padding instead of touching its border.
 */
export async function expectInsideWithMargin(inner: Locator, outer: Locator, margin: number) {
  const [box, frame] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!box || !frame) throw new Error('not visible');
  const gaps = {
    left: Math.round(box.x - frame.x),
    right: Math.round(frame.x + frame.width - (box.x + box.width)),
    bottom: Math.round(frame.y + frame.height - (box.y + box.height)),
  };
  expect(Math.min(...Object.values(gaps)), JSON.stringify(gaps)).toBeGreaterThanOrEqual(margin);
}
