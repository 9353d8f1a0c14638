/**
 * The map tile server, a build-time value (VITE_MAP_TILE_URL; vite.config.ts names its origin for the server's CSP).
 * OpenStreetMap's by default. Every map draws its own layers (the picker's marker, the fleet's pins) whether or not
 * the tiles load: without a reachable tile server a map is a plain background (docs/decisions.md).
 */
export const mapTileUrl: string =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const mapTileAttribution = '&copy; OpenStreetMap';
