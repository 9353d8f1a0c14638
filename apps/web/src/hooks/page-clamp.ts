/**
 * The page to show instead of `page` when it lies past the last page of `total` rows (null: `page` is fine). An empty
 * result has one (empty) page.
 */
export function clampedPage(page: number, perPage: number, total: number): number | null {
  const last = Math.max(1, Math.ceil(total / perPage));
  return page > last ? last : null;
}
