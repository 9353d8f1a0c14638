import { describe, expect, it } from 'vitest';
import { artboardOf, isSide, newDesignBody, newDesignDefaults } from './new-design.ts';

describe('newDesignBody', () => {
  it('starts from a preset in an orientation', () => {
    expect(
      newDesignBody({ ...newDesignDefaults, name: '  Lunch  ', preset: 'uhd4k', orientation: 'portrait' }),
    ).toEqual({ name: 'Lunch', from: { preset: 'uhd4k', orientation: 'portrait' } });
  });

  it('starts from a custom size', () => {
    expect(newDesignBody({ ...newDesignDefaults, name: 'Banner', start: 'custom', width: 3000, height: 400 })).toEqual({
      name: 'Banner',
      from: { width: 3000, height: 400 },
    });
  });

  it('starts from a template, whatever size fields the form still holds', () => {
    const body = newDesignBody({ ...newDesignDefaults, name: 'Menu', start: 'template', templateId: 'abc' });
    expect(body).toEqual({ name: 'Menu', from: { templateId: 'abc' } });
  });
});

describe('artboardOf', () => {
  it('turns a portrait preset upright', () => {
    expect(artboardOf({ start: 'preset', preset: 'fullHd', orientation: 'portrait' })).toEqual({
      width: 1080,
      height: 1920,
    });
  });

  it('answers a custom size only within the limits', () => {
    expect(artboardOf({ start: 'custom', width: 16, height: 7680 })).toEqual({ width: 16, height: 7680 });
    expect(artboardOf({ start: 'custom', width: 15, height: 100 })).toBeNull();
    expect(artboardOf({ start: 'custom', width: 7681, height: 100 })).toBeNull();
    expect(artboardOf({ start: 'custom', width: 100.5, height: 100 })).toBeNull();
  });

  it('leaves the size of a template to the template', () => {
    expect(artboardOf({ start: 'template', templateId: 'abc' })).toBeNull();
  });
});

describe('isSide', () => {
  it('accepts whole pixels from 16 to 7680', () => {
    expect([16, 7680, 1920].every(isSide)).toBe(true);
    expect([0, 15, 7681, 12.5, Number.NaN, '1920', null].some(isSide)).toBe(false);
  });
});
