import { z } from 'zod';
import { displaySearchQuery } from './search.ts';

/** The fleet view of the own overview (issue 25): the map of every display with coordinates and the CSV export. */
export const fleetLimits = {
  /** Pins in one map answer; beyond it the answer says `truncated`. */
  mapMaxPins: 5000,
  /** Rows the CSV export reads per statement while it streams. */
  exportPageRows: 500,
} as const;

/** The own search's query without paging: the export and the map answer every matching display. */
export const displayFleetQuery = displaySearchQuery.omit({ page: true, limit: true });
export type DisplayFleetQuery = z.infer<typeof displayFleetQuery>;

/** One pin: a display with coordinates and whether its screen is online. */
export const displayMapPin = z.object({
  id: z.string(),
  onlineId: z.number(),
  title: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  online: z.boolean(),
});
export type DisplayMapPin = z.infer<typeof displayMapPin>;

export const displayMapResponse = z.object({
  pins: z.array(displayMapPin),
  /** More displays with coordinates matched than `fleetLimits.mapMaxPins`: the first ones by the search's sort. */
  truncated: z.boolean(),
  /** Matching displays without coordinates (not on the map). */
  withoutCoordinates: z.number(),
});
export type DisplayMapResponse = z.infer<typeof displayMapResponse>;
