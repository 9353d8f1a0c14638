import type { Language } from '@plakat/shared';
import { t } from '../../../lib/i18n.ts';
import type { ExportRow } from '../repository/fleet.ts';

type Column = { header: string; value: (row: ExportRow, lang: Language) => string };

const label = (lang: Language, group: string, value: string | null) =>
  value ? t(lang, `displays.${group}.${value}`) : '';
const isoDate = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
const utcTime = (value: Date | string) => new Date(value).toISOString().slice(0, 19).replace('T', ' ');
const numberFormats = {
  en: new Intl.NumberFormat('en', { maximumFractionDigits: 1, useGrouping: false }),
  de: new Intl.NumberFormat('de', { maximumFractionDigits: 1, useGrouping: false }),
} satisfies Record<Language, Intl.NumberFormat>;
const inches = (lang: Language, size: number | string | null) =>
  size === null ? '' : numberFormats[lang].format(Number(size));
const connection = (online: boolean | null) => (online === null ? 'never' : online ? 'online' : 'offline');
function resolution(lang: Language, row: ExportRow) {
  if (row.resolution === 'other' && row.resolutionWidth && row.resolutionHeight)
    return `${row.resolutionWidth} × ${row.resolutionHeight}`;
  return label(lang, 'resolution', row.resolution);
}

/**
 * The export's columns (docs/api/displays.md): what the own overview's table shows (id, type and setup marker, title
 * and description, category and data, position, the status icons) one value per column, then online/offline and
 * when the screen was last seen. Headers from `apiDisplayExport.columns`, values in the words of the web's labels
 * (`displays.json`); dates ISO 8601 in UTC, sizes with the language's decimal mark.
 */
export const exportColumns: Column[] = [
  { header: 'id', value: (r) => String(r.onlineId) },
  { header: 'displayType', value: (r, lang) => label(lang, 'displayType', r.displayType) },
  { header: 'setup', value: (r, lang) => label(lang, 'displayStatus', r.status) },
  { header: 'title', value: (r) => r.title },
  { header: 'description', value: (r) => r.description },
  { header: 'category', value: (r) => r.categoryTitle ?? '' },
  { header: 'resolution', value: (r, lang) => resolution(lang, r) },
  { header: 'size', value: (r, lang) => inches(lang, r.size) },
  { header: 'createdOn', value: (r) => isoDate(r.createDate) },
  { header: 'street', value: (r) => r.street ?? '' },
  { header: 'houseNumber', value: (r) => r.houseNumber ?? '' },
  { header: 'postcode', value: (r) => r.zipCode ?? '' },
  { header: 'town', value: (r) => r.city ?? '' },
  { header: 'district', value: (r) => r.district ?? '' },
  { header: 'accessibility', value: (r, lang) => label(lang, 'accessibility', r.accessibility) },
  { header: 'location', value: (r, lang) => label(lang, 'location', r.location) },
  { header: 'share', value: (r, lang) => label(lang, 'share', r.shareOptions) },
  { header: 'activity', value: (r, lang) => label(lang, 'activity', r.isActive ? 'active' : 'inactive') },
  { header: 'lock', value: (r, lang) => label(lang, 'lock', r.isLocked ? 'locked' : 'unlocked') },
  { header: 'connection', value: (r, lang) => t(lang, `apiDisplayExport.values.${connection(r.online)}`) },
  { header: 'lastSeen', value: (r) => (r.lastSeenAt ? utcTime(r.lastSeenAt) : '') },
];

export const exportHeaders = (lang: Language) =>
  exportColumns.map((c) => t(lang, `apiDisplayExport.columns.${c.header}`));
export const exportCells = (row: ExportRow, lang: Language) => exportColumns.map((c) => c.value(row, lang));
