import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type DisplayType, type Resolution, days, resolutionPixels } from '@plakat/shared';
import type { Db } from '../client.ts';
import { adSpots, displayLogs, displayMedia, displayShares, displays, users } from '../schema/index.ts';
import { reserveDisplayOnlineIds } from '../../modules/displays/index.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { renderLocationImage, renderPlaceholderImage, thumbnailOf } from './display-images.ts';

/**
 * Demo displays for the demo company (12) and its partner (7) in every state: draft, duplicated, completed; public
 * and private; internal and external; share, notShare and restricted (restricted ones shared with the other
 * company); active and inactive; locked and unlocked. Completed ones carry real rendered JPEG location pictures and
 * placeholder images with WebP thumbnails in storage, and partners hold ad spots on shared displays.
 * Runs inside the demo seed's transaction; images are written first (a rolled-back seed leaves only stray files).
 */
export type DemoDisplayContext = {
  demoCompanyId: string;
  demoCompanyName: string;
  partnerCompanyId: string;
  partnerCompanyName: string;
  categoryIds: { shopWindow: string; entrance: string; canteen: string };
  now: number;
  /** Without storage the displays are created without pictures (tests of other modules). */
  storage?: FileStorage;
};

type Place = {
  street: string;
  houseNumber: string;
  postcode: string;
  town: string;
  district: string;
  federalState: string;
  lat: number;
  lng: number;
};
type Spec = {
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
  category?: 'shopWindow' | 'entrance' | 'canteen';
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

const berlin = (
  street: string,
  houseNumber: string,
  postcode: string,
  district: string,
  lat: number,
  lng: number,
): Place => ({
  street,
  houseNumber,
  postcode,
  town: 'Berlin',
  district,
  federalState: 'DE-BE',
  lat,
  lng,
});
const munich = (
  street: string,
  houseNumber: string,
  postcode: string,
  district: string,
  lat: number,
  lng: number,
): Place => ({
  street,
  houseNumber,
  postcode,
  town: 'München',
  district,
  federalState: 'DE-BY',
  lat,
  lng,
});

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

const demoSpecs: Spec[] = [
  {
    title: 'Schaufenster Mitte',
    description: 'Großes Display im Schaufenster an der Friedrichstraße, gut sichtbar für Passanten.',
    keywords: ['schaufenster', 'mitte', 'friedrichstraße'],
    status: 'completed',
    accessibility: 'public',
    location: 'external',
    shareOptions: 'share',
    isActive: true,
    category: 'shopWindow',
    displayType: 'LCDScreen',
    brand: 'samsung',
    model: 'QM55B',
    sizeInches: 55,
    resolution: '4KUHD',
    alignment: 'horizontal',
    placement: 'window',
    place: berlin('Friedrichstraße', '123', '10117', 'Mitte', 52.5194, 13.3884),
    locationDescription: 'Im Schaufenster links neben dem Haupteingang',
    ratings: [5, 5, 4],
    hue: 215,
    pictures: 3,
    placeholders: 2,
    ageDays: 320,
    spots: ['adSpot', 'commercial'],
  },
  {
    title: 'Lobby Screen',
    description: 'Welcome screen in the main lobby, next to the reception desk.',
    keywords: ['lobby', 'empfang', 'welcome'],
    status: 'completed',
    accessibility: 'public',
    location: 'internal',
    shareOptions: 'restricted',
    isActive: true,
    category: 'entrance',
    displayType: 'LCDScreen',
    brand: 'lg',
    model: '49UH5F',
    sizeInches: 49,
    resolution: 'FullHD',
    alignment: 'horizontal',
    placement: 'indoor',
    place: berlin('Friedrichstraße', '123', '10117', 'Mitte', 52.5195, 13.3886),
    locationDescription: 'Lobby, Wand hinter dem Empfangstresen',
    ratings: [4, 4, 3],
    hue: 30,
    pictures: 2,
    placeholders: 1,
    ageDays: 280,
    spots: ['adSpot'],
  },
  {
    title: 'Kantine',
    description: 'Speiseplan und interne Neuigkeiten in der Kantine im 1. OG.',
    keywords: ['kantine', 'speiseplan', 'intern'],
    status: 'completed',
    accessibility: 'private',
    location: 'internal',
    shareOptions: 'notShare',
    isActive: true,
    category: 'canteen',
    displayType: 'LCDScreen',
    brand: 'philips',
    model: '43BDL4550D',
    sizeInches: 43,
    resolution: 'FullHD',
    alignment: 'vertical',
    placement: 'menuBoard',
    place: berlin('Friedrichstraße', '123', '10117', 'Mitte', 52.5196, 13.3885),
    locationDescription: 'Kantine 1. OG, neben der Essensausgabe',
    ratings: [3, 4, 1],
    hue: 120,
    pictures: 2,
    placeholders: 2,
    ageDays: 250,
  },
  {
    title: 'Empfang Eingang Nord',
    description: 'Display at the north entrance, currently switched off for renovation.',
    keywords: ['eingang', 'nord'],
    status: 'completed',
    accessibility: 'public',
    location: 'external',
    shareOptions: 'notShare',
    isActive: false,
    category: 'entrance',
    displayType: 'LCDFloorstand',
    brand: 'necSharp',
    model: 'ME551',
    sizeInches: 55,
    resolution: 'FullHD',
    alignment: 'vertical',
    placement: 'wayfinding',
    place: berlin('Invalidenstraße', '50', '10557', 'Moabit', 52.5256, 13.3693),
    locationDescription: 'Stele vor dem Nordeingang',
    ratings: [3, 3, 2],
    hue: 280,
    pictures: 2,
    placeholders: 1,
    ageDays: 200,
  },
  {
    title: 'Besprechungsraum 2. OG',
    description: 'Raumbuchung und Tagesordnung vor dem großen Besprechungsraum.',
    keywords: ['besprechung', 'raum', 'meeting'],
    status: 'completed',
    accessibility: 'private',
    location: 'internal',
    shareOptions: 'notShare',
    isActive: true,
    isLocked: true,
    displayType: 'Tablet',
    brand: 'other',
    model: 'Galaxy Tab A9',
    sizeInches: 11,
    resolution: 'FullHD',
    alignment: 'horizontal',
    placement: 'roomSign',
    place: berlin('Friedrichstraße', '123', '10117', 'Mitte', 52.5194, 13.3887),
    locationDescription: 'Neben der Tür zu Raum 2.14',
    ratings: [2, 2, 1],
    hue: 190,
    pictures: 2,
    placeholders: 1,
    ageDays: 180,
  },
  {
    title: 'Wegeleitsystem Foyer',
    description: 'Wayfinding column in the foyer of the Kurfürstendamm store.',
    keywords: ['foyer', 'wegeleitung', 'kudamm'],
    status: 'completed',
    accessibility: 'public',
    location: 'external',
    shareOptions: 'share',
    isActive: true,
    isLocked: true,
    displayType: 'LCDFloorstand',
    brand: 'samsung',
    model: 'OM46B',
    sizeInches: 46,
    resolution: 'FullHD',
    alignment: 'vertical',
    placement: 'wayfinding',
    place: berlin('Kurfürstendamm', '21', '10719', 'Charlottenburg', 52.5033, 13.3305),
    locationDescription: 'Foyer, gegenüber den Aufzügen',
    ratings: [4, 5, 3],
    hue: 340,
    pictures: 3,
    placeholders: 1,
    ageDays: 150,
  },
  {
    title: 'Menütafel Café Hackescher Markt',
    description: 'Menu board above the counter of the café.',
    keywords: ['café', 'menü', 'hackescher markt'],
    status: 'completed',
    accessibility: 'public',
    location: 'internal',
    shareOptions: 'notShare',
    isActive: true,
    category: 'canteen',
    displayType: 'LCDScreen',
    brand: 'lg',
    model: '55SM5KE',
    sizeInches: 55,
    resolution: 'FullHD',
    alignment: 'horizontal',
    placement: 'menuBoard',
    place: berlin('Rosenthaler Straße', '40', '10178', 'Mitte', 52.5243, 13.4023),
    locationDescription: 'Über der Theke, drei Bildschirme nebeneinander',
    ratings: [4, 4, 2],
    hue: 25,
    pictures: 2,
    placeholders: 2,
    ageDays: 120,
  },
  {
    title: 'Videowand Alexanderplatz',
    description: 'LED-Videowand an der Fassade mit Blick auf den Alexanderplatz.',
    keywords: ['videowand', 'alexanderplatz', 'fassade'],
    status: 'completed',
    accessibility: 'public',
    location: 'external',
    shareOptions: 'share',
    isActive: false,
    category: 'shopWindow',
    displayType: 'LEDVideoWall',
    brand: 'sony',
    model: 'Crystal LED',
    sizeInches: 220,
    resolution: '4KUHD',
    alignment: 'horizontal',
    placement: 'outdoor',
    place: berlin('Alexanderplatz', '9', '10178', 'Mitte', 52.5219, 13.4132),
    locationDescription: 'Fassade 2. bis 4. OG, Richtung Weltzeituhr',
    ratings: [5, 5, 5],
    hue: 260,
    pictures: 3,
    placeholders: 1,
    ageDays: 90,
  },
  {
    title: 'Lobby Screen (Kopie)',
    description: 'Welcome screen in the main lobby, next to the reception desk.',
    keywords: ['lobby', 'empfang', 'welcome'],
    status: 'duplicated',
    stepsDone: 5,
    accessibility: 'public',
    location: 'internal',
    shareOptions: 'notShare',
    isActive: false,
    category: 'entrance',
    displayType: 'LCDScreen',
    brand: 'lg',
    model: '49UH5F',
    sizeInches: 49,
    resolution: 'FullHD',
    alignment: 'horizontal',
    placement: 'indoor',
    place: berlin('Friedrichstraße', '123', '10117', 'Mitte', 52.5195, 13.3886),
    locationDescription: 'Lobby, zweiter Bildschirm',
    ratings: [4, 4, 3],
    hue: 35,
    pictures: 2,
    placeholders: 1,
    ageDays: 30,
  },
  {
    title: 'Schaufenster Mitte (Kopie)',
    description: 'Zweites Display im rechten Schaufenster.',
    keywords: ['schaufenster', 'mitte'],
    status: 'duplicated',
    stepsDone: 5,
    accessibility: 'public',
    location: 'external',
    shareOptions: 'notShare',
    isActive: false,
    isLocked: true,
    category: 'shopWindow',
    displayType: 'LCDScreen',
    brand: 'samsung',
    model: 'QM55B',
    sizeInches: 55,
    resolution: '4KUHD',
    alignment: 'horizontal',
    placement: 'window',
    place: berlin('Friedrichstraße', '123', '10117', 'Mitte', 52.5194, 13.3884),
    locationDescription: 'Im Schaufenster rechts neben dem Haupteingang',
    ratings: [5, 4, 4],
    hue: 220,
    pictures: 2,
    placeholders: 1,
    ageDays: 20,
  },
  {
    title: 'Neues Display Prenzlauer Berg',
    description: 'Geplantes Display in der neuen Filiale.',
    keywords: ['filiale', 'prenzlauer berg'],
    status: 'draft',
    stepsDone: 2,
    accessibility: 'public',
    location: 'external',
    shareOptions: 'share',
    isActive: false,
    displayType: 'LCDScreen',
    brand: 'philips',
    model: '55BDL3650Q',
    sizeInches: 55,
    resolution: 'FullHD',
    alignment: 'horizontal',
    placement: 'window',
    place: berlin('Kastanienallee', '7', '10435', 'Prenzlauer Berg', 52.5381, 13.4098),
    locationDescription: 'Schaufenster',
    ratings: [3, 3, 3],
    hue: 160,
    pictures: 0,
    placeholders: 0,
    ageDays: 6,
  },
  {
    title: 'Tablet Empfang Kreuzberg',
    description: 'Check-in tablet at the reception of the Kreuzberg office.',
    keywords: ['tablet', 'check-in'],
    status: 'draft',
    stepsDone: 3,
    accessibility: 'private',
    location: 'internal',
    shareOptions: 'notShare',
    isActive: false,
    displayType: 'Tablet',
    brand: 'other',
    model: 'iPad 10',
    sizeInches: 10.5,
    resolution: 'FullHD',
    alignment: 'vertical',
    placement: 'kiosk',
    place: berlin('Oranienstraße', '185', '10999', 'Kreuzberg', 52.5007, 13.4187),
    locationDescription: 'Auf dem Empfangstresen',
    ratings: [2, 2, 1],
    hue: 95,
    pictures: 2,
    placeholders: 0,
    ageDays: 2,
  },
];

const partnerSpecs: Spec[] = [
  {
    title: 'Schaufenster Marienplatz',
    description: 'Shop window screen directly on Marienplatz, high footfall all day.',
    keywords: ['marienplatz', 'schaufenster'],
    status: 'completed',
    accessibility: 'public',
    location: 'external',
    shareOptions: 'share',
    isActive: true,
    displayType: 'LCDScreen',
    brand: 'samsung',
    model: 'OH55A',
    sizeInches: 55,
    resolution: '4KUHD',
    alignment: 'horizontal',
    placement: 'window',
    place: munich('Marienplatz', '8', '80331', 'Altstadt-Lehel', 48.1374, 11.5755),
    locationDescription: 'Schaufenster zum Marienplatz',
    ratings: [5, 5, 5],
    hue: 0,
    pictures: 3,
    placeholders: 2,
    ageDays: 400,
    spots: ['adSpot'],
  },
  {
    title: 'Kassenbereich Leopoldstraße',
    description: 'Screens above the checkouts of the Schwabing store.',
    keywords: ['kasse', 'schwabing', 'pos'],
    status: 'completed',
    accessibility: 'public',
    location: 'internal',
    shareOptions: 'restricted',
    isActive: true,
    displayType: 'LCDScreen',
    brand: 'lg',
    model: '43UH5J',
    sizeInches: 43,
    resolution: 'FullHD',
    alignment: 'horizontal',
    placement: 'pointOfSale',
    place: munich('Leopoldstraße', '50', '80802', 'Schwabing', 48.1589, 11.5856),
    locationDescription: 'Über den Kassen 1 bis 4',
    ratings: [4, 4, 3],
    hue: 45,
    pictures: 2,
    placeholders: 1,
    ageDays: 300,
    spots: ['commercial'],
  },
  {
    title: 'Stele Stachus',
    description: 'Digitale Stele in der Passage am Stachus, zurzeit abgeschaltet.',
    keywords: ['stachus', 'stele', 'passage'],
    status: 'completed',
    accessibility: 'public',
    location: 'external',
    shareOptions: 'restricted',
    isActive: false,
    displayType: 'LCDFloorstand',
    brand: 'necSharp',
    model: 'MA551',
    sizeInches: 55,
    resolution: 'FullHD',
    alignment: 'vertical',
    placement: 'outdoor',
    place: munich('Karlsplatz', '11', '80335', 'Maxvorstadt', 48.1391, 11.5654),
    locationDescription: 'Passage, Aufgang zur S-Bahn',
    ratings: [4, 5, 4],
    hue: 300,
    pictures: 2,
    placeholders: 1,
    ageDays: 220,
  },
  {
    title: 'Kantine Schwabing',
    description: 'Interne Informationen in der Mitarbeiterkantine.',
    keywords: ['kantine', 'intern'],
    status: 'completed',
    accessibility: 'private',
    location: 'internal',
    shareOptions: 'notShare',
    isActive: true,
    displayType: 'LCDScreen',
    brand: 'philips',
    model: '50BDL3650Q',
    sizeInches: 50,
    resolution: 'FullHD',
    alignment: 'horizontal',
    placement: 'menuBoard',
    place: munich('Leopoldstraße', '50', '80802', 'Schwabing', 48.159, 11.5858),
    locationDescription: 'Kantine im Untergeschoss',
    ratings: [2, 3, 1],
    hue: 140,
    pictures: 2,
    placeholders: 1,
    ageDays: 150,
  },
  {
    title: 'Videowand Sendlinger Tor',
    description: 'LED video wall at Sendlinger Tor, locked during the contract review.',
    keywords: ['videowand', 'sendlinger tor'],
    status: 'completed',
    accessibility: 'public',
    location: 'external',
    shareOptions: 'share',
    isActive: false,
    isLocked: true,
    displayType: 'LEDVideoWall',
    brand: 'sony',
    model: 'ZRD-BH12D',
    sizeInches: 180,
    resolution: '4KUHD',
    alignment: 'horizontal',
    placement: 'videoWall',
    place: munich('Sendlinger-Tor-Platz', '1', '80336', 'Ludwigsvorstadt', 48.1338, 11.5669),
    locationDescription: 'Fassade über dem Eingang',
    ratings: [5, 5, 5],
    hue: 200,
    pictures: 3,
    placeholders: 1,
    ageDays: 60,
  },
  {
    title: 'Schaufenster Marienplatz (Kopie)',
    description: 'Second shop window screen on Marienplatz, waiting for its pictures.',
    keywords: ['marienplatz', 'schaufenster'],
    status: 'duplicated',
    stepsDone: 5,
    accessibility: 'public',
    location: 'external',
    shareOptions: 'notShare',
    isActive: false,
    displayType: 'LCDScreen',
    brand: 'samsung',
    model: 'OH55A',
    sizeInches: 55,
    resolution: '4KUHD',
    alignment: 'horizontal',
    placement: 'window',
    place: munich('Marienplatz', '8', '80331', 'Altstadt-Lehel', 48.1374, 11.5756),
    locationDescription: 'Schaufenster zum Marienplatz, rechte Seite',
    ratings: [5, 5, 5],
    hue: 10,
    pictures: 0,
    placeholders: 0,
    ageDays: 10,
  },
  {
    title: 'Entwurf Olympiapark',
    description: 'Geplantes Display am Eingang Olympiapark.',
    keywords: ['olympiapark'],
    status: 'draft',
    stepsDone: 1,
    accessibility: 'public',
    location: 'external',
    shareOptions: 'share',
    isActive: false,
    displayType: 'LCDScreen',
    brand: 'samsung',
    model: 'OM75D',
    sizeInches: 75,
    resolution: '4KUHD',
    alignment: 'horizontal',
    placement: 'outdoor',
    place: munich('Spiridon-Louis-Ring', '21', '80809', 'Milbertshofen', 48.1731, 11.5467),
    locationDescription: 'Eingang Ost',
    ratings: [4, 4, 4],
    hue: 80,
    pictures: 0,
    placeholders: 0,
    ageDays: 3,
  },
];

/** The row values a spec fills, up to its steps done (a draft after step 2 has no location yet). */
function rowValues(spec: Spec, companyId: string, categoryIds: DemoDisplayContext['categoryIds'], now: number) {
  const steps = spec.stepsDone ?? (spec.status === 'draft' ? 1 : 5);
  const created = new Date(now - spec.ageDays * 24 * 3600 * 1000);
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

async function storeImages(
  storage: FileStorage,
  companyId: string,
  companyName: string,
  displayId: string,
  spec: Spec,
) {
  const place = `${spec.place.street} ${spec.place.houseNumber}, ${spec.place.town}`;
  const jobs = [
    ...Array.from({ length: spec.pictures }, (_, i) => ({
      kind: 'location' as const,
      i,
      render: () => renderLocationImage(spec.title, place, spec.hue, i),
    })),
    ...Array.from({ length: spec.placeholders }, (_, i) => ({
      kind: 'placeholder' as const,
      i,
      render: () => renderPlaceholderImage(spec.title, companyName, spec.hue, i),
    })),
  ];
  return Promise.all(
    jobs.map(async (job) => {
      const id = randomUUID();
      const image = await job.render();
      const base = `display-media/${companyId}/${displayId}/${id}`;
      await Promise.all([
        storage.putBuffer(`${base}.jpg`, image),
        thumbnailOf(image).then((thumb) => storage.putBuffer(`${base}-thumb.webp`, thumb)),
      ]);
      return {
        id,
        displayId,
        companyId,
        kind: job.kind,
        storageKey: `${base}.jpg`,
        thumbKey: `${base}-thumb.webp`,
        mime: 'image/jpeg',
        sizeBytes: image.length,
        width: job.kind === 'location' ? 960 : 1280,
        height: job.kind === 'location' ? 540 : 720,
        durationSeconds: null,
        sortOrder: job.i,
      };
    }),
  );
}

async function seedCompany(tx: Db, ctx: DemoDisplayContext, own: 'demo' | 'partner', specs: Spec[]) {
  const companyId = own === 'demo' ? ctx.demoCompanyId : ctx.partnerCompanyId;
  const otherId = own === 'demo' ? ctx.partnerCompanyId : ctx.demoCompanyId;
  const name = own === 'demo' ? ctx.demoCompanyName : ctx.partnerCompanyName;
  const ownerEmail = own === 'demo' ? 'owner@demo.plakat.test' : 'owner@partner.plakat.test';
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail));
  const onlineIds = await reserveDisplayOnlineIds(tx, companyId, specs.length);
  const rows = specs.map((spec, i) => ({
    id: randomUUID(),
    onlineId: onlineIds[i],
    createdBy: owner?.id ?? null,
    ...rowValues(spec, companyId, ctx.categoryIds, ctx.now),
  }));
  // Partner categories are the demo company's: the partner's displays go without one.
  if (own === 'partner') for (const row of rows) row.categoryId = null;
  await tx.insert(displays).values(rows);

  const media = ctx.storage
    ? (
        await Promise.all(
          specs.map((spec, i) => storeImages(ctx.storage as FileStorage, companyId, name, rows[i].id, spec)),
        )
      ).flat()
    : [];
  if (media.length > 0) await tx.insert(displayMedia).values(media);

  const shares = rows
    .filter((r) => r.shareOptions === 'restricted')
    .map((r) => ({ displayId: r.id, partnerCompanyId: otherId }));
  if (shares.length > 0) await tx.insert(displayShares).values(shares);

  const spots = specs.flatMap((spec, i) =>
    (spec.spots ?? []).map((kind) => ({ displayId: rows[i].id, advertiserCompanyId: otherId, kind })),
  );
  if (spots.length > 0) await tx.insert(adSpots).values(spots);

  const logs = rows.flatMap((row, i) => {
    const at = row.createdAt.getTime();
    const entries = [{ displayId: row.id, actorId: owner?.id ?? null, action: 'created', createdAt: new Date(at) }];
    if (row.status === 'completed')
      entries.push({
        displayId: row.id,
        actorId: owner?.id ?? null,
        action: 'completed',
        createdAt: new Date(at + 3600_000),
      });
    if (specs[i].isLocked)
      entries.push({
        displayId: row.id,
        actorId: owner?.id ?? null,
        action: 'locked',
        createdAt: new Date(at + 2 * 3600_000),
      });
    return entries;
  });
  await tx.insert(displayLogs).values(logs);
  return rows.length;
}

export async function seedDemoDisplays(tx: Db, ctx: DemoDisplayContext): Promise<{ demo: number; partner: number }> {
  const demo = await seedCompany(tx, ctx, 'demo', demoSpecs);
  const partner = await seedCompany(tx, ctx, 'partner', partnerSpecs);
  return { demo, partner };
}
