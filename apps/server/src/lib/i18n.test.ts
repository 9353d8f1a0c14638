import { describe, expect, it } from 'vitest';
import { hasKey, pickLanguage, t } from './i18n.ts';

describe('server i18n (i18next on the shared JSON files)', () => {
  it('translates a namespaced key into both languages', () => {
    expect(t('en', 'api.forbidden')).toBe('You do not have permission for this action.');
    expect(t('de', 'apiAuth.loginFailed')).toBe('Die E-Mail-Adresse oder das Passwort ist falsch.');
  });

  it('interpolates {{name}} like the web app, without HTML escaping', () => {
    expect(t('en', 'validation.unknownField', { field: '<b>x</b>' })).toBe('Unknown field: <b>x</b>');
    expect(t('en', 'apiAuth.tooManyAttempts', { minutes: 3 })).toBe(
      'Too many failed login attempts. Please try again in 3 min.',
    );
  });

  it('picks the plural form by count in each language', () => {
    expect(t('en', 'displays.table.total', { count: 1 })).toBe('1 display');
    expect(t('en', 'displays.table.total', { count: 3 })).toBe('3 displays');
    expect(t('de', 'displays.modals.lock.title', { count: 1 })).toBe('Display sperren');
    expect(t('de', 'displays.modals.lock.title', { count: 2 })).toBe('2 Displays sperren');
  });

  it('answers an unknown key, a key without namespace and a group of texts with the key itself', () => {
    expect(t('de', 'api.noSuchKey')).toBe('api.noSuchKey');
    expect(t('en', 'created')).toBe('created');
    expect(t('en', 'api')).toBe('api');
  });

  it('knows which keys name a text', () => {
    expect(hasKey('api.forbidden')).toBe(true);
    expect(hasKey('api')).toBe(false);
    expect(hasKey('displays.table.total')).toBe(false);
    expect(hasKey('noNamespace')).toBe(false);
  });

  it('picks the language from ?lang=, then Accept-Language, else English', () => {
    expect(pickLanguage({ lang: 'de' }, 'en-US')).toBe('de');
    expect(pickLanguage({}, 'de-DE,de;q=0.9')).toBe('de');
    expect(pickLanguage({ lang: 'fr' }, 'fr-FR')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
});
