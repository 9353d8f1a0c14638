import { days, resolutionPixels } from '@plakat/shared';
import type { DemoCategoryIds, DemoDisplaySpec } from './demo-data/display-spec.ts';
import { daysAgo } from './days-ago.ts';

/** Opening hours of the demo displays: shop hours, office hours, or around the clock outside. */
const hoursFrom = (start: number, end: number) => Array.from({ length: end - start }, (_, i) => start + i);
const weekdays = {
  mon: hoursFrom(8, 20),
  tue: hoursFrom(8, 20),
  wed: hoursFrom(8, 20),
  thu: hoursFrom(8, 20),
  fri: hoursFrom(8, 22),
  sat: hoursFrom(10, 18),
};
const office = {
  mon: hoursFrom(7, 18),
  tue: hoursFrom(7, 18),
  wed: hoursFrom(7, 18),
  thu: hoursFrom(7, 18),
  fri: hoursFrom(7, 15),
};
const allWeek = Object.fromEntries(days.map((d) => [d, hoursFrom(6, 24)]));

/** The row values a spec fills, up to its steps done (a draft after step 2 has no location yet). */
export function displayRowValues(spec: DemoDisplaySpec, companyId: string, categoryIds: DemoCategoryIds, now: number) {
  const steps = spec.stepsDone ?? (spec.status === 'draft' ? 1 : 5);
  const created = daysAgo(spec.ageDays, now);
  const availability: Record<string, number[]> =
    spec.placement === 'roomSign' || spec.title === 'Kantine'
      ? office
      : spec.location === 'external'
        ? allWeek
        : weekdays;
  const [width, height] = spec.resolution === 'other' ? [null, null] : resolutionPixels[spec.resolution];
  const [visibilityRate, visitorCount, priceCredits] = spec.ratings;
  return {
    companyId,
    status: spec.status,
    stepsDone: steps,
    title: spec.title,
    description: spec.description,
    keywords: spec.keywords,
    categoryId: spec.category ? categoryIds[spec.category] : null,
    accessibility: spec.accessibility,
    location: spec.location,
    shareOptions: spec.shareOptions,
    excludedIndustries: spec.location === 'external' ? ['automotive'] : [],
    predefinedFilters: spec.placement === 'menuBoard' ? ['noAlcohol', 'familyFriendly'] : ['noTobacco'],
    ...(steps >= 2
      ? {
          displayType: spec.displayType,
          brand: spec.brand,
          model: spec.model,
          serialNumber: `SN-${spec.model.replace(/\W/g, '').toUpperCase()}-${Math.round(spec.hue * 7 + spec.ageDays)}`,
          sound: spec.placement === 'videoWall' || spec.placement === 'outdoor',
          operatingSystem: spec.displayType === 'Tablet' ? 'googleAndroid' : 'microsoftWindows',
          alignment: spec.alignment,
          screens: spec.displayType === 'LCDFloorstand' ? 'one' : null,
          sizeInches: spec.sizeInches,
          resolution: spec.resolution,
          resolutionWidth: spec.alignment === 'vertical' ? height : width,
          resolutionHeight: spec.alignment === 'vertical' ? width : height,
          aspectRatio: spec.alignment === 'vertical' ? '9:16' : '16:9',
          availability,
          availableDays: days.filter((d) => (availability[d]?.length ?? 0) > 0),
        }
      : {}),
    ...(steps >= 3
      ? {
          street: spec.place.street,
          houseNumber: spec.place.houseNumber,
          postcode: spec.place.postcode,
          town: spec.place.town,
          district: spec.place.district,
          federalState: spec.place.federalState,
          country: 'DE',
          placement: spec.placement,
          locationDescription: spec.locationDescription,
          latitude: spec.place.lat,
          longitude: spec.place.lng,
        }
      : {}),
    ...(steps >= 4
      ? { visibilityRate, visitorCount, priceCredits, peakTimes: { mon: 2, fri: 3, sat: visitorCount >= 4 ? 4 : 3 } }
      : {}),
    ...(steps >= 5
      ? { isActive: spec.isActive, tokenEmail: `player-${spec.hue}@${companyId.slice(0, 8)}.plakat.test` }
      : {}),
    isLocked: spec.isLocked ?? false,
    createdAt: created,
    updatedAt: created,
  };
}
