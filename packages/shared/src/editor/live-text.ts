import type { ClockElement, DateElement } from './document.ts';

/**
 * The text of the live elements (the editor's canvas and the player draw them alike): the time or date at `now`, written with Intl in the element's time zone (`local`: the
 * screen's own) and language. A time zone the browser does not know is shown in the local time, not as an error.
 */
export function clockText(element: Pick<ClockElement, 'hourCycle' | 'showSeconds' | 'timeZone'>, now: Date): string {
  return format(now, 'en', element.timeZone, {
    hour: '2-digit',
    minute: '2-digit',
    second: element.showSeconds ? '2-digit' : undefined,
    hourCycle: element.hourCycle,
  });
}

export function dateText(element: Pick<DateElement, 'format' | 'language' | 'timeZone'>, now: Date): string {
  return format(now, element.language, element.timeZone, { dateStyle: element.format });
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(now: Date, language: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const zone = timeZone === 'local' || !knownTimeZone(timeZone) ? undefined : timeZone;
  const key = JSON.stringify([language, zone, options]);
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...options, timeZone: zone });
    formats.set(key, formatter);
  }
  return formatter.format(now);
}

const zones = new Map<string, boolean>();
function knownTimeZone(timeZone: string) {
  let known = zones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    zones.set(timeZone, known);
  }
  return known;
}
