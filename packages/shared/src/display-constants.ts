/** Display enumerations and limits of the displays spec (02 §3, §5, §9). */
export const displayTypes = [
  'LCDScreen',
  'LCDFloorstand',
  'Tablet',
  'LEDVideoWall',
  'LCDVideoWall',
  'Smartphone',
  'Custom',
] as const;
export type DisplayType = (typeof displayTypes)[number];
export const operatingSystems = ['microsoftWindows', 'googleAndroid', 'appleIos', 'linux', 'LGWebOS'] as const;
/** linux and LGWebOS are listed but not selectable yet (spec: inactive). */
export const activeOperatingSystems = ['microsoftWindows', 'googleAndroid', 'appleIos'] as const;
export const alignments = ['horizontal', 'vertical', 'other'] as const;
export const floorstandScreens = ['one', 'two'] as const;
export const resolutions = ['HD', 'FullHD', '4KUHD', '8KUHD', 'other'] as const;
export type Resolution = (typeof resolutions)[number];
export const resolutionPixels: Record<Exclude<Resolution, 'other'>, [number, number]> = {
  HD: [1280, 720],
  FullHD: [1920, 1080],
  '4KUHD': [3840, 2160],
  '8KUHD': [7680, 4320],
};
export const simplifiedResolutions = { low: 'HD', medium: 'FullHD', high: '4KUHD' } as const;
export const aspectRatios = ['16:9', '4:3', '21:9', '2.39:1', '3:2', '5:4', '1:1', '9:16', '32:9', '16:10'] as const;

/** Inch → cm presets by kind of display. */
export const screenSizePresets = {
  screens: [
    [24, 61],
    [27, 69],
    [29, 74],
    [32, 82],
    [37, 94],
    [42, 107],
    [46, 117],
    [52, 132],
    [55, 140],
    [58, 148],
    [65, 165],
    [75, 190],
    [85, 216],
    [100, 254],
    [105, 267],
    [110, 280],
    [115, 292],
    [120, 305],
  ],
  tablets: [
    [8, 20.5],
    [9, 23],
    [10, 25],
    [10.5, 26.5],
    [11, 28],
    [12, 30],
    [13, 33],
  ],
  smartphones: [
    [4, 10],
    [4.5, 11],
    [5, 12],
    [5.5, 14],
    [6, 15],
    [6.5, 16],
    [7, 18],
  ],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;
export const sizePresetKindOf = (type: DisplayType): keyof typeof screenSizePresets =>
  type === 'Tablet' ? 'tablets' : type === 'Smartphone' ? 'smartphones' : 'screens';
/** Display size filter options in inches; 101 means 'over 100'. */
export const displaySizeFilterOptions = [4, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 101] as const;

export const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Day = (typeof days)[number];

export const accessibilities = ['public', 'private'] as const;
export const locationTypes = ['external', 'internal'] as const;
export const shareOptions = ['share', 'notShare', 'restricted'] as const;
export const activityStatuses = ['active', 'inactive'] as const;
export const lockStatuses = ['locked', 'unlocked'] as const;
export const displayStatuses = ['draft', 'duplicated', 'completed'] as const;
export type DisplayStatus = (typeof displayStatuses)[number];

/** 1..5 scales. */
export const visibilityLabels = ['barely', 'little', 'mediocre', 'good', 'veryGood'] as const;
export const valuationLabels = ['veryLow', 'low', 'moderate', 'high', 'veryHigh'] as const;
export const wizardVisitorBands = ['1-99', '100-499', '500-1000', '1000-2000', '>2000'] as const;
/** Peak-time visitor bands 1..4 (the wizard's peak per weekday); the visitor count itself uses wizardVisitorBands. */
export const peakVisitorBands = { 1: '< 10', 2: '10-50', 3: '50-200', 4: '> 200' } as const;

export const displayLimits = {
  draftsPerCompany: 3,
  /** Copies not yet completed in Finish setup, per company: duplicating beyond answers 409 (COPY_LIMIT). */
  unfinishedCopiesPerCompany: 10,
  titleMax: 100,
  excludedIndustriesMax: 3,
  locationImagesMax: 5,
  locationImagesWithVideoMax: 4,
  locationVideoMaxSeconds: 10,
  placeholderImagesMin: 1,
  placeholderImagesMax: 5,
  locationDescriptionMax: 256,
  duplicateMin: 1,
  duplicateMax: 5,
  duplicateDefault: 1,
  uploadMaxBytes: 100 * 1024 * 1024,
  pageSizes: [10, 20, 50, 100],
  maxPageSize: 100,
} as const;

export const wizardSteps = ['general', 'specifications', 'location', 'valuation', 'player'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/**
 * The fields a display list sorts by (POST /displays/search `sort`). Kept here, beside the other plain lists, so a
 * page that needs the list does not load the search schema and zod with it.
 */
export const displaySortFields = [
  'onlineId',
  'title',
  'createDate',
  'size',
  'resolution',
  'displayType',
  'city',
] as const;

/** The overview's connection filter (issue 25): screens that report, screens that fell silent. Here, without zod, so
 * the overview's address parser takes it without the schemas. */
export const displayConnections = ['online', 'offline'] as const;
export type DisplayConnection = (typeof displayConnections)[number];
