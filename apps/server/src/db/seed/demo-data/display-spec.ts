import type { DisplayType, Resolution } from '@plakat/shared';

/** The demo company's categories a demo display may belong to (the partner's displays go without one). */
export type DemoCategoryIds = { shopWindow: string; entrance: string; canteen: string };

export type Place = {
  street: string;
  houseNumber: string;
  postcode: string;
  town: string;
  district: string;
  federalState: string;
  lat: number;
  lng: number;
};

/** One demo display: what the wizard would have stored, filled up to its steps done (display-rows.ts). */
export type DemoDisplaySpec = {
  title: string;
  description: string;
  keywords: string[];
  status: 'draft' | 'duplicated' | 'completed';
  stepsDone?: number;
  accessibility: 'public' | 'private';
  location: 'external' | 'internal';
  shareOptions: 'share' | 'notShare' | 'restricted';
  isActive: boolean;
  isLocked?: boolean;
  category?: keyof DemoCategoryIds;
  displayType: DisplayType;
  brand: string;
  model: string;
  sizeInches: number;
  resolution: Resolution;
  alignment: 'horizontal' | 'vertical';
  placement: string;
  place: Place;
  locationDescription: string;
  ratings: [number, number, number];
  hue: number;
  pictures: number;
  placeholders: number;
  ageDays: number;
  /** Ad spots of the other company (shared displays only). */
  spots?: ('adSpot' | 'commercial')[];
};

/** A place in one town: `berlin(street, houseNumber, postcode, district, lat, lng)`. */
const placeIn =
  (town: string, federalState: string) =>
  (street: string, houseNumber: string, postcode: string, district: string, lat: number, lng: number): Place => ({
    street,
    houseNumber,
    postcode,
    town,
    district,
    federalState,
    lat,
    lng,
  });
export const berlin = placeIn('Berlin', 'DE-BE');
export const munich = placeIn('München', 'DE-BY');
