/**
 * The demo companies' media pool: real pictures and videos in every state the overview shows (used and not used,
 * archived, each media type, public and private, with and without sound, each resolution class and alignment),
 * so a newcomer finds something behind every filter. The pictures and videos are made by media-pool-sources.ts.
 */
export type DemoPoolFile = {
  /** The name the file was uploaded with (its extension says which format is made). */
  name: string;
  title: string;
  description?: string;
  keywords?: string[];
  /** A picture's or video's pixel size: HD 1280x720, FullHD 1920x1080, 4K 3840x2160, portrait turned around. */
  width: number;
  height: number;
  /** Videos: length in seconds and whether they carry a sound track. */
  seconds?: number;
  sound?: boolean;
  mediaType?: 'general' | 'commercial' | 'background';
  infoAccess?: 'public' | 'private';
  archived?: boolean;
  /** The demo category it belongs to (the demo company's). */
  category?: 'shopWindow' | 'entrance' | 'canteen';
  /** Shown on a demo display as a placeholder picture: the file is used from the seed on. */
  usedOnDisplay?: boolean;
  hue: number;
  /** Days before now it was uploaded (spread over the period filter's options). */
  daysAgo: number;
  /** Its processing failed (no thumbnail, no preview): the overview shows the retry. One per company. */
  processingFailed?: boolean;
};

export const demoCompanyPoolFiles: DemoPoolFile[] = [
  {
    name: 'fruehlingsaktion.jpg',
    title: 'Frühlingsaktion 2026',
    description: 'Spring sale poster for the shop windows, −20 % on the whole range.',
    keywords: ['frühling', 'sale', 'schaufenster'],
    width: 1920,
    height: 1080,
    mediaType: 'commercial',
    category: 'shopWindow',
    usedOnDisplay: true,
    hue: 110,
    daysAgo: 3,
  },
  {
    name: 'willkommen-lobby.png',
    title: 'Willkommen in der Lobby',
    description: 'Welcome screen for visitors at the main entrance.',
    keywords: ['willkommen', 'lobby', 'empfang'],
    width: 1920,
    height: 1080,
    mediaType: 'background',
    category: 'entrance',
    hue: 210,
    daysAgo: 10,
  },
  {
    name: 'speiseplan-woche.webp',
    title: 'Speiseplan der Woche',
    description: 'Weekly canteen menu, portrait for the stele next to the counter.',
    keywords: ['kantine', 'speiseplan', 'menü'],
    width: 1080,
    height: 1920,
    category: 'canteen',
    hue: 35,
    daysAgo: 1,
  },
  {
    name: 'imagefilm-kurz.mp4',
    title: 'Imagefilm (kurz)',
    description: 'Short company film with music for the entrance screens.',
    keywords: ['imagefilm', 'video', 'marke'],
    width: 1280,
    height: 720,
    seconds: 6,
    sound: true,
    mediaType: 'commercial',
    category: 'entrance',
    hue: 260,
    daysAgo: 20,
  },
  {
    name: 'produkt-loop.webm',
    title: 'Produkt-Loop ohne Ton',
    description: 'Silent product loop for the shop window.',
    keywords: ['produkt', 'loop', 'stumm'],
    width: 1280,
    height: 720,
    seconds: 4,
    sound: false,
    category: 'shopWindow',
    hue: 330,
    daysAgo: 45,
  },
  {
    name: 'gehaltsrunde-intern.jpg',
    title: 'Interne Mitteilung',
    description: 'Private notice for staff only.',
    keywords: ['intern', 'personal'],
    width: 1280,
    height: 720,
    infoAccess: 'private',
    hue: 0,
    daysAgo: 5,
  },
  {
    name: 'weihnachtsmarkt-2025.jpg',
    title: 'Weihnachtsmarkt 2025',
    description: "Last season's Christmas market campaign, kept for reference.",
    keywords: ['weihnachten', 'archiv'],
    width: 3840,
    height: 2160,
    mediaType: 'commercial',
    archived: true,
    hue: 355,
    daysAgo: 330,
  },
  {
    name: 'logo-quadrat.png',
    title: 'Logo quadratisch',
    description: 'Square logo: neither 16:9 nor 9:16, so it stays general.',
    keywords: ['logo', 'marke', '🎨'],
    width: 1000,
    height: 1000,
    hue: 190,
    daysAgo: 90,
  },
  {
    name: 'messe-rundgang.mp4',
    title: 'Messe-Rundgang',
    description: 'Trade fair walk-through whose processing failed: retry it from the overview.',
    keywords: ['messe', 'video'],
    width: 640,
    height: 360,
    seconds: 2,
    sound: false,
    hue: 280,
    daysAgo: 0,
    processingFailed: true,
  },
];

export const partnerCompanyPoolFiles: DemoPoolFile[] = [
  {
    name: 'stadtfest-muenchen.jpg',
    title: 'Stadtfest München',
    description: 'City festival announcement for Marienplatz.',
    keywords: ['stadtfest', 'münchen', 'event'],
    width: 3840,
    height: 2160,
    mediaType: 'commercial',
    hue: 20,
    daysAgo: 2,
  },
  {
    name: 'oeffnungszeiten.png',
    title: 'Öffnungszeiten',
    description: 'Opening hours, portrait.',
    keywords: ['öffnungszeiten'],
    width: 1080,
    height: 1920,
    mediaType: 'background',
    hue: 150,
    daysAgo: 14,
  },
  {
    name: 'teaser-herbst.mp4',
    title: 'Herbst-Teaser',
    description: 'Autumn teaser with sound.',
    keywords: ['herbst', 'teaser'],
    width: 1920,
    height: 1080,
    seconds: 5,
    sound: true,
    hue: 40,
    daysAgo: 60,
  },
  {
    name: 'sommer-2025.jpg',
    title: 'Sommerkampagne 2025',
    keywords: ['sommer', 'archiv'],
    width: 1920,
    height: 1080,
    archived: true,
    hue: 50,
    daysAgo: 200,
  },
  {
    name: 'kurzclip-eingang.mp4',
    title: 'Kurzclip Eingang',
    description: 'Short clip whose processing failed: retry it from the overview.',
    keywords: ['eingang', 'video'],
    width: 640,
    height: 360,
    seconds: 2,
    sound: false,
    hue: 100,
    daysAgo: 0,
    processingFailed: true,
  },
];
