/**
 * The web fonts bundled with the editor (woff2 files from @fontsource, served by the app itself, latin subset): a text
 * element names one by its id. The web app loads a font before it measures text in it, so boxes never jump.
 */
export const designFonts = {
  inter: { family: 'Inter', weights: [400, 700] },
  roboto: { family: 'Roboto', weights: [400, 700] },
  openSans: { family: 'Open Sans', weights: [400, 700] },
  montserrat: { family: 'Montserrat', weights: [400, 700] },
  lato: { family: 'Lato', weights: [400, 700] },
  oswald: { family: 'Oswald', weights: [400, 700] },
  playfairDisplay: { family: 'Playfair Display', weights: [400, 700] },
  merriweather: { family: 'Merriweather', weights: [400, 700] },
  bebasNeue: { family: 'Bebas Neue', weights: [400] },
  lobster: { family: 'Lobster', weights: [400] },
  robotoMono: { family: 'Roboto Mono', weights: [400, 700] },
} as const satisfies Record<string, { family: string; weights: readonly (400 | 700)[] }>;
export type DesignFont = keyof typeof designFonts;
export const designFontIds = Object.keys(designFonts) as [DesignFont, ...DesignFont[]];
export const defaultDesignFont: DesignFont = 'inter';
export const fontWeights = [400, 700] as const;
export type FontWeight = (typeof fontWeights)[number];
