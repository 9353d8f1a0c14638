import type { LookupGroup } from '@plakat/shared';

/**
 * Reference data of the spec's server data groups (platform spec §3), labelled in English and German.
 * Each row is `[code, labelEn, labelDe, extra?]`; the position in the list is the sort order.
 * Codes are stable identifiers stored on companies, users and displays: never rename one, add a new code instead.
 * `syncLookups` writes this file into the `lookups` table at every start.
 */
export type LookupRow = readonly [code: string, labelEn: string, labelDe: string, extra?: string | null];

const paymentMethods: LookupRow[] = [
  ['invoice', 'Invoice', 'Rechnung'],
  ['sepa', 'SEPA direct debit', 'SEPA-Lastschrift'],
  ['creditCard', 'Credit card', 'Kreditkarte'],
  ['paypal', 'PayPal', 'PayPal'],
];

const businessModels: LookupRow[] = [
  ['b2b', 'B2B (business customers)', 'B2B (Geschäftskunden)'],
  ['b2c', 'B2C (consumers)', 'B2C (Privatkunden)'],
  ['b2b2c', 'B2B2C (business and consumers)', 'B2B2C (Geschäfts- und Privatkunden)'],
  ['publicSector', 'Public sector', 'Öffentlicher Sektor'],
  ['nonProfit', 'Non-profit organisation', 'Gemeinnützige Organisation'],
];

const industries: LookupRow[] = [
  ['retail', 'Retail', 'Einzelhandel'],
  ['gastronomy', 'Gastronomy', 'Gastronomie'],
  ['hotel', 'Hotels and accommodation', 'Hotellerie und Beherbergung'],
  ['healthcare', 'Healthcare', 'Gesundheitswesen'],
  ['pharmacy', 'Pharmacies', 'Apotheken'],
  ['automotive', 'Automotive', 'Automobil'],
  ['realEstate', 'Real estate', 'Immobilien'],
  ['fitness', 'Fitness and sports', 'Fitness und Sport'],
  ['beauty', 'Beauty and wellness', 'Beauty und Wellness'],
  ['education', 'Education', 'Bildung'],
  ['banking', 'Banking and finance', 'Banken und Finanzen'],
  ['insurance', 'Insurance', 'Versicherungen'],
  ['transport', 'Transport and logistics', 'Transport und Logistik'],
  ['tourism', 'Tourism and travel', 'Tourismus und Reisen'],
  ['events', 'Events and entertainment', 'Veranstaltungen und Unterhaltung'],
  ['culture', 'Art and culture', 'Kunst und Kultur'],
  ['media', 'Media and advertising', 'Medien und Werbung'],
  ['it', 'IT and telecommunications', 'IT und Telekommunikation'],
  ['manufacturing', 'Manufacturing and industry', 'Produktion und Industrie'],
  ['construction', 'Construction and trades', 'Bau und Handwerk'],
  ['energy', 'Energy and utilities', 'Energie und Versorgung'],
  ['publicAdministration', 'Public administration', 'Öffentliche Verwaltung'],
  ['other', 'Other', 'Sonstiges'],
];

const predefinedFilters: LookupRow[] = [
  ['noAlcohol', 'No alcohol', 'Kein Alkohol'],
  ['noTobacco', 'No tobacco', 'Kein Tabak'],
  ['noGambling', 'No gambling', 'Kein Glücksspiel'],
  ['noPolitical', 'No political content', 'Keine politischen Inhalte'],
  ['noReligious', 'No religious content', 'Keine religiösen Inhalte'],
  ['noAdult', 'No adult content', 'Keine Erotik'],
  ['noMedicines', 'No advertising for medicines', 'Keine Arzneimittelwerbung'],
  ['noCompetitors', 'No advertising by competitors', 'Keine Werbung von Mitbewerbern'],
  ['familyFriendly', 'Family friendly', 'Familienfreundlich'],
];

/** ISO 3166-2 codes; `extra` is the ISO 3166-1 country. `other` (no country) stands for countries without states. */
const federalStates: LookupRow[] = [
  ['DE-BW', 'Baden-Württemberg', 'Baden-Württemberg', 'DE'],
  ['DE-BY', 'Bavaria', 'Bayern', 'DE'],
  ['DE-BE', 'Berlin', 'Berlin', 'DE'],
  ['DE-BB', 'Brandenburg', 'Brandenburg', 'DE'],
  ['DE-HB', 'Bremen', 'Bremen', 'DE'],
  ['DE-HH', 'Hamburg', 'Hamburg', 'DE'],
  ['DE-HE', 'Hesse', 'Hessen', 'DE'],
  ['DE-MV', 'Mecklenburg-Western Pomerania', 'Mecklenburg-Vorpommern', 'DE'],
  ['DE-NI', 'Lower Saxony', 'Niedersachsen', 'DE'],
  ['DE-NW', 'North Rhine-Westphalia', 'Nordrhein-Westfalen', 'DE'],
  ['DE-RP', 'Rhineland-Palatinate', 'Rheinland-Pfalz', 'DE'],
  ['DE-SL', 'Saarland', 'Saarland', 'DE'],
  ['DE-SN', 'Saxony', 'Sachsen', 'DE'],
  ['DE-ST', 'Saxony-Anhalt', 'Sachsen-Anhalt', 'DE'],
  ['DE-SH', 'Schleswig-Holstein', 'Schleswig-Holstein', 'DE'],
  ['DE-TH', 'Thuringia', 'Thüringen', 'DE'],
  ['AT-1', 'Burgenland', 'Burgenland', 'AT'],
  ['AT-2', 'Carinthia', 'Kärnten', 'AT'],
  ['AT-3', 'Lower Austria', 'Niederösterreich', 'AT'],
  ['AT-4', 'Upper Austria', 'Oberösterreich', 'AT'],
  ['AT-5', 'Salzburg', 'Salzburg', 'AT'],
  ['AT-6', 'Styria', 'Steiermark', 'AT'],
  ['AT-7', 'Tyrol', 'Tirol', 'AT'],
  ['AT-8', 'Vorarlberg', 'Vorarlberg', 'AT'],
  ['AT-9', 'Vienna', 'Wien', 'AT'],
  ['CH-AG', 'Aargau', 'Aargau', 'CH'],
  ['CH-AR', 'Appenzell Ausserrhoden', 'Appenzell Ausserrhoden', 'CH'],
  ['CH-AI', 'Appenzell Innerrhoden', 'Appenzell Innerrhoden', 'CH'],
  ['CH-BL', 'Basel-Landschaft', 'Basel-Landschaft', 'CH'],
  ['CH-BS', 'Basel-Stadt', 'Basel-Stadt', 'CH'],
  ['CH-BE', 'Bern', 'Bern', 'CH'],
  ['CH-FR', 'Fribourg', 'Freiburg', 'CH'],
  ['CH-GE', 'Geneva', 'Genf', 'CH'],
  ['CH-GL', 'Glarus', 'Glarus', 'CH'],
  ['CH-GR', 'Grisons', 'Graubünden', 'CH'],
  ['CH-JU', 'Jura', 'Jura', 'CH'],
  ['CH-LU', 'Lucerne', 'Luzern', 'CH'],
  ['CH-NE', 'Neuchâtel', 'Neuenburg', 'CH'],
  ['CH-NW', 'Nidwalden', 'Nidwalden', 'CH'],
  ['CH-OW', 'Obwalden', 'Obwalden', 'CH'],
  ['CH-SG', 'St. Gallen', 'St. Gallen', 'CH'],
  ['CH-SH', 'Schaffhausen', 'Schaffhausen', 'CH'],
  ['CH-SZ', 'Schwyz', 'Schwyz', 'CH'],
  ['CH-SO', 'Solothurn', 'Solothurn', 'CH'],
  ['CH-TG', 'Thurgau', 'Thurgau', 'CH'],
  ['CH-TI', 'Ticino', 'Tessin', 'CH'],
  ['CH-UR', 'Uri', 'Uri', 'CH'],
  ['CH-VS', 'Valais', 'Wallis', 'CH'],
  ['CH-VD', 'Vaud', 'Waadt', 'CH'],
  ['CH-ZG', 'Zug', 'Zug', 'CH'],
  ['CH-ZH', 'Zurich', 'Zürich', 'CH'],
  ['other', 'Other / not applicable', 'Sonstiges / nicht zutreffend', null],
];

const salutations: LookupRow[] = [
  ['mr', 'Mr', 'Herr'],
  ['ms', 'Ms', 'Frau'],
  ['mx', 'Mx (diverse)', 'Divers'],
  ['none', 'No salutation', 'Keine Anrede'],
];

const titles: LookupRow[] = [
  ['dr', 'Dr.', 'Dr.'],
  ['prof', 'Prof.', 'Prof.'],
  ['profDr', 'Prof. Dr.', 'Prof. Dr.'],
];

/** [ISO 3166-1 alpha-2, English, German, calling code]; DACH first, then the rest in English alphabetical order. */
const countryTable: readonly (readonly [string, string, string, string])[] = [
  ['DE', 'Germany', 'Deutschland', '+49'],
  ['AT', 'Austria', 'Österreich', '+43'],
  ['CH', 'Switzerland', 'Schweiz', '+41'],
  ['AU', 'Australia', 'Australien', '+61'],
  ['BE', 'Belgium', 'Belgien', '+32'],
  ['BA', 'Bosnia and Herzegovina', 'Bosnien und Herzegowina', '+387'],
  ['BR', 'Brazil', 'Brasilien', '+55'],
  ['BG', 'Bulgaria', 'Bulgarien', '+359'],
  ['CA', 'Canada', 'Kanada', '+1'],
  ['CN', 'China', 'China', '+86'],
  ['HR', 'Croatia', 'Kroatien', '+385'],
  ['CY', 'Cyprus', 'Zypern', '+357'],
  ['CZ', 'Czechia', 'Tschechien', '+420'],
  ['DK', 'Denmark', 'Dänemark', '+45'],
  ['EE', 'Estonia', 'Estland', '+372'],
  ['FI', 'Finland', 'Finnland', '+358'],
  ['FR', 'France', 'Frankreich', '+33'],
  ['GR', 'Greece', 'Griechenland', '+30'],
  ['HU', 'Hungary', 'Ungarn', '+36'],
  ['IS', 'Iceland', 'Island', '+354'],
  ['IN', 'India', 'Indien', '+91'],
  ['IE', 'Ireland', 'Irland', '+353'],
  ['IL', 'Israel', 'Israel', '+972'],
  ['IT', 'Italy', 'Italien', '+39'],
  ['JP', 'Japan', 'Japan', '+81'],
  ['XK', 'Kosovo', 'Kosovo', '+383'],
  ['LV', 'Latvia', 'Lettland', '+371'],
  ['LI', 'Liechtenstein', 'Liechtenstein', '+423'],
  ['LT', 'Lithuania', 'Litauen', '+370'],
  ['LU', 'Luxembourg', 'Luxemburg', '+352'],
  ['MT', 'Malta', 'Malta', '+356'],
  ['MC', 'Monaco', 'Monaco', '+377'],
  ['ME', 'Montenegro', 'Montenegro', '+382'],
  ['NL', 'Netherlands', 'Niederlande', '+31'],
  ['MK', 'North Macedonia', 'Nordmazedonien', '+389'],
  ['NO', 'Norway', 'Norwegen', '+47'],
  ['PL', 'Poland', 'Polen', '+48'],
  ['PT', 'Portugal', 'Portugal', '+351'],
  ['RO', 'Romania', 'Rumänien', '+40'],
  ['RS', 'Serbia', 'Serbien', '+381'],
  ['SK', 'Slovakia', 'Slowakei', '+421'],
  ['SI', 'Slovenia', 'Slowenien', '+386'],
  ['ES', 'Spain', 'Spanien', '+34'],
  ['SE', 'Sweden', 'Schweden', '+46'],
  ['TR', 'Türkiye', 'Türkei', '+90'],
  ['UA', 'Ukraine', 'Ukraine', '+380'],
  ['AE', 'United Arab Emirates', 'Vereinigte Arabische Emirate', '+971'],
  ['GB', 'United Kingdom', 'Vereinigtes Königreich', '+44'],
  ['US', 'United States', 'Vereinigte Staaten', '+1'],
];

const countries: LookupRow[] = countryTable.map(([code, en, de]) => [code, en, de]);

/** One row per calling code (+1 is shared by the USA and Canada); `extra` is the main country's ISO code. */
const countryCallingCodes: LookupRow[] = (() => {
  const rows = new Map<string, { en: string[]; de: string[]; country: string }>();
  for (const [country, en, de, calling] of countryTable) {
    const row = rows.get(calling);
    if (row) {
      row.en.push(en);
      row.de.push(de);
    } else rows.set(calling, { en: [en], de: [de], country });
  }
  // The USA leads the shared +1 row.
  rows.set('+1', { en: ['USA', 'Canada'], de: ['USA', 'Kanada'], country: 'US' });
  const all = [...rows].map(
    ([calling, r]): LookupRow => [
      calling,
      `${r.en.join(' / ')} (${calling})`,
      `${r.de.join(' / ')} (${calling})`,
      r.country,
    ],
  );
  // DACH first (as in the country table), then by English label.
  return [...all.slice(0, 3), ...all.slice(3).sort((a, b) => a[1].localeCompare(b[1], 'en'))];
})();

const displayBrands: LookupRow[] = [
  ['samsung', 'Samsung', 'Samsung'],
  ['lg', 'LG', 'LG'],
  ['philips', 'Philips', 'Philips'],
  ['necSharp', 'NEC / Sharp', 'NEC / Sharp'],
  ['sony', 'Sony', 'Sony'],
  ['panasonic', 'Panasonic', 'Panasonic'],
  ['iiyama', 'iiyama', 'iiyama'],
  ['viewsonic', 'ViewSonic', 'ViewSonic'],
  ['benq', 'BenQ', 'BenQ'],
  ['other', 'Other', 'Andere'],
];

const signageCategories: LookupRow[] = [
  ['indoor', 'Indoor display', 'Innenbildschirm'],
  ['outdoor', 'Outdoor display', 'Außenbildschirm'],
  ['window', 'Shop window display', 'Schaufensterbildschirm'],
  ['wayfinding', 'Wayfinding', 'Wegeleitsystem'],
  ['menuBoard', 'Menu board', 'Speisekarte (Menu Board)'],
  ['videoWall', 'Video wall', 'Videowand'],
  ['pointOfSale', 'Point of sale', 'Kassenbereich (Point of Sale)'],
  ['kiosk', 'Interactive kiosk', 'Interaktives Terminal'],
  ['infoBoard', 'Information board', 'Informationstafel'],
  ['roomSign', 'Door and room sign', 'Tür- und Raumschild'],
];

export const lookupData: Record<LookupGroup, LookupRow[]> = {
  paymentMethods,
  businessModels,
  industries,
  predefinedFilters,
  federalStates,
  salutations,
  titles,
  countries,
  countryCallingCodes,
  displayBrands,
  signageCategories,
};
