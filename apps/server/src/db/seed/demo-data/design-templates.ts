import type { DesignDocument, Orientation } from '@plakat/shared';
import { menuBoard } from './design-templates/menu-board.ts';
import { openingHours } from './design-templates/opening-hours.ts';
import { promotion } from './design-templates/promotion.ts';
import { welcomeScreen } from './design-templates/welcome-screen.ts';

/**
 * The design templates of the demo data (issue 24): common signage in FullHD landscape and portrait, built from shapes,
 * text, clock, date and QR codes only (the demo media pool differs per install, so no media ids). Texts are German
 * with English lines beside them, as for the demo company in Berlin.
 */
export type DemoDesignTemplate = { name: { en: string; de: string }; document: DesignDocument };

const kinds: { name: { en: string; de: string }; build: (orientation: Orientation) => DesignDocument }[] = [
  { name: { en: 'Menu board', de: 'Speisekarte' }, build: menuBoard },
  { name: { en: 'Opening hours', de: 'Öffnungszeiten' }, build: openingHours },
  { name: { en: 'Promotion', de: 'Aktion' }, build: promotion },
  { name: { en: 'Welcome screen', de: 'Willkommensbildschirm' }, build: welcomeScreen },
];

const orientationNames = {
  landscape: { en: 'landscape', de: 'Querformat' },
  portrait: { en: 'portrait', de: 'Hochformat' },
} as const;

export const demoDesignTemplates: DemoDesignTemplate[] = kinds.flatMap(({ name, build }) =>
  (['landscape', 'portrait'] as const).map((orientation) => ({
    name: {
      en: `${name.en} (${orientationNames[orientation].en})`,
      de: `${name.de} (${orientationNames[orientation].de})`,
    },
    document: build(orientation),
  })),
);
