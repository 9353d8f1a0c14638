import { describe, expect, it } from 'vitest';
import { emptyValues, splitKeywords, toBody, valuesFromDetails } from './mapping.ts';
import type { DisplayEditData } from '../../api/get-display-edit.ts';

const details = (over: Partial<DisplayEditData> = {}): DisplayEditData => ({
  id: 'd1',
  onlineId: 7,
  title: 'Lobby',
  description: 'Screen',
  categoryId: null,
  categoryTitle: null,
  categoryColor: null,
  displayType: 'LCDScreen',
  resolution: 'FullHD',
  alignment: 'horizontal',
  size: 55,
  visibilityRate: 4,
  visitorCount: 3,
  priceCredits: 2,
  availableDays: ['mon'],
  status: 'completed',
  accessibility: 'public',
  location: 'internal',
  shareOptions: 'notShare',
  isActive: true,
  isLocked: false,
  canManageToken: true,
  email: 'p@example.com',
  createDate: '2026-01-01',
  street: 'Hauptstraße',
  zipCode: '10115',
  city: 'Berlin',
  district: 'Mitte',
  thumbUrl: null,
  companyId: 'c1',
  companyName: 'Demo',
  excludedIndustries: [],
  predefinedFilters: [],
  brand: null,
  model: 'M',
  serialNumber: 'S',
  sound: true,
  operatingSystem: null,
  screens: null,
  widthCm: null,
  heightCm: null,
  resolutionWidth: 1920,
  resolutionHeight: 1080,
  aspectRatio: '16:9',
  availability: { mon: [9, 8] },
  houseNumber: '1',
  federalState: 'DE-BE',
  country: 'DE',
  placement: 'indoor',
  locationDescription: 'Left',
  latitude: 52.5,
  longitude: 13.4,
  peakTimes: { mon: 2 },
  keywords: ['a', 'b'],
  displayMedias: [],
  displayPlaceMedias: [],
  displayLog: [],
  stepsDone: 5,
  ...over,
});

describe('wizard mapping', () => {
  it('splits comma-separated keywords, trimmed and without empties or repeats', () => {
    expect(splitKeywords(' lobby, entrance,, coffee ,lobby')).toEqual(['lobby', 'entrance', 'coffee']);
    expect(splitKeywords(undefined)).toEqual([]);
  });

  it('sends a preset size without centimetres and a custom size without inches', () => {
    const base = {
      displayType: 'LCDScreen',
      model: 'M',
      serialNumber: 'S',
      sound: true,
      alignment: 'horizontal',
      availability: { mon: [1] },
    };
    const preset = toBody('specifications', {
      ...base,
      sizeMode: 'preset',
      sizeInches: 55,
      widthCm: 100,
      resolutionMode: 'preset',
      resolution: 'HD',
    });
    expect(preset).toMatchObject({
      sizeInches: 55,
      widthCm: null,
      heightCm: null,
      resolution: 'HD',
      resolutionWidth: 1280,
      resolutionHeight: 720,
    });
    const custom = toBody('specifications', {
      ...base,
      sizeMode: 'custom',
      sizeInches: 55,
      widthCm: 121,
      heightCm: 68,
      resolutionMode: 'custom',
      resolutionWidth: 1000,
      resolutionHeight: 500,
    });
    expect(custom).toMatchObject({
      sizeInches: null,
      widthCm: 121,
      heightCm: 68,
      resolution: 'other',
      resolutionWidth: 1000,
      resolutionHeight: 500,
    });
    const simple = toBody('specifications', {
      ...base,
      sizeMode: 'preset',
      sizeInches: 55,
      resolutionMode: 'simple',
      simpleLevel: 'high',
    });
    expect(simple).toMatchObject({ resolution: '4KUHD', resolutionWidth: 3840 });
  });

  it('drops the screen count unless the display is a floor stand', () => {
    const body = toBody('specifications', {
      displayType: 'Tablet',
      screens: 'two',
      sizeMode: 'preset',
      sizeInches: 10,
      resolutionMode: 'preset',
      resolution: 'HD',
    });
    expect(body).toMatchObject({ screens: null });
  });

  it('prefills every step from the edit data and reproduces the same bodies (unchanged steps are not sent again)', () => {
    const d = details();
    const values = valuesFromDetails(d);
    expect(values.general.keywords).toBe('a, b');
    expect(values.specifications).toMatchObject({
      sizeMode: 'preset',
      sizeInches: 55,
      resolutionMode: 'preset',
      resolution: 'FullHD',
    });
    expect(toBody('specifications', values.specifications)).toMatchObject({ availability: { mon: [8, 9] } });
    expect(toBody('location', values.location)).toMatchObject({ postcode: '10115', town: 'Berlin', latitude: 52.5 });
    expect(toBody('player', values.player)).toEqual({
      isActive: true,
      email: 'p@example.com',
      repeatEmail: 'p@example.com',
    });
    const custom = valuesFromDetails(details({ size: 54.6, widthCm: 121, heightCm: 68, resolution: 'other' }));
    expect(custom.specifications).toMatchObject({ sizeMode: 'custom', widthCm: 121, resolutionMode: 'custom' });
  });

  it('starts a new display public, internal and not shared', () => {
    expect(emptyValues().general).toMatchObject({
      accessibility: 'public',
      location: 'internal',
      shareOptions: 'notShare',
    });
  });
});
