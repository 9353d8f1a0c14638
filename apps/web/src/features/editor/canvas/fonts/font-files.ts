// The woff2 files of the bundled fonts (latin subset, the weights packages/shared/src/editor/fonts.ts lists, italics
// where the family has them): Vite emits each as a file of its own, fetched only when a design uses that face.
import inter400Normal from '@fontsource/inter/files/inter-latin-400-normal.woff2';
import inter400Italic from '@fontsource/inter/files/inter-latin-400-italic.woff2';
import inter700Normal from '@fontsource/inter/files/inter-latin-700-normal.woff2';
import inter700Italic from '@fontsource/inter/files/inter-latin-700-italic.woff2';
import roboto400Normal from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import roboto400Italic from '@fontsource/roboto/files/roboto-latin-400-italic.woff2';
import roboto700Normal from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';
import roboto700Italic from '@fontsource/roboto/files/roboto-latin-700-italic.woff2';
import openSans400Normal from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2';
import openSans400Italic from '@fontsource/open-sans/files/open-sans-latin-400-italic.woff2';
import openSans700Normal from '@fontsource/open-sans/files/open-sans-latin-700-normal.woff2';
import openSans700Italic from '@fontsource/open-sans/files/open-sans-latin-700-italic.woff2';
import montserrat400Normal from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2';
import montserrat400Italic from '@fontsource/montserrat/files/montserrat-latin-400-italic.woff2';
import montserrat700Normal from '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2';
import montserrat700Italic from '@fontsource/montserrat/files/montserrat-latin-700-italic.woff2';
import lato400Normal from '@fontsource/lato/files/lato-latin-400-normal.woff2';
import lato400Italic from '@fontsource/lato/files/lato-latin-400-italic.woff2';
import lato700Normal from '@fontsource/lato/files/lato-latin-700-normal.woff2';
import lato700Italic from '@fontsource/lato/files/lato-latin-700-italic.woff2';
import oswald400Normal from '@fontsource/oswald/files/oswald-latin-400-normal.woff2';
import oswald700Normal from '@fontsource/oswald/files/oswald-latin-700-normal.woff2';
import playfairDisplay400Normal from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2';
import playfairDisplay400Italic from '@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff2';
import playfairDisplay700Normal from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2';
import playfairDisplay700Italic from '@fontsource/playfair-display/files/playfair-display-latin-700-italic.woff2';
import merriweather400Normal from '@fontsource/merriweather/files/merriweather-latin-400-normal.woff2';
import merriweather400Italic from '@fontsource/merriweather/files/merriweather-latin-400-italic.woff2';
import merriweather700Normal from '@fontsource/merriweather/files/merriweather-latin-700-normal.woff2';
import merriweather700Italic from '@fontsource/merriweather/files/merriweather-latin-700-italic.woff2';
import bebasNeue400Normal from '@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2';
import lobster400Normal from '@fontsource/lobster/files/lobster-latin-400-normal.woff2';
import robotoMono400Normal from '@fontsource/roboto-mono/files/roboto-mono-latin-400-normal.woff2';
import robotoMono400Italic from '@fontsource/roboto-mono/files/roboto-mono-latin-400-italic.woff2';
import robotoMono700Normal from '@fontsource/roboto-mono/files/roboto-mono-latin-700-normal.woff2';
import robotoMono700Italic from '@fontsource/roboto-mono/files/roboto-mono-latin-700-italic.woff2';
import type { DesignFont } from '@plakat/shared';

export type FaceKey = `${400 | 700}-${'normal' | 'italic'}`;

/** The file of each face; a family without italics is drawn slanted by the browser. */
export const fontFiles: Record<DesignFont, Partial<Record<FaceKey, string>>> = {
  inter: {
    '400-normal': inter400Normal,
    '400-italic': inter400Italic,
    '700-normal': inter700Normal,
    '700-italic': inter700Italic,
  },
  roboto: {
    '400-normal': roboto400Normal,
    '400-italic': roboto400Italic,
    '700-normal': roboto700Normal,
    '700-italic': roboto700Italic,
  },
  openSans: {
    '400-normal': openSans400Normal,
    '400-italic': openSans400Italic,
    '700-normal': openSans700Normal,
    '700-italic': openSans700Italic,
  },
  montserrat: {
    '400-normal': montserrat400Normal,
    '400-italic': montserrat400Italic,
    '700-normal': montserrat700Normal,
    '700-italic': montserrat700Italic,
  },
  lato: {
    '400-normal': lato400Normal,
    '400-italic': lato400Italic,
    '700-normal': lato700Normal,
    '700-italic': lato700Italic,
  },
  oswald: { '400-normal': oswald400Normal, '700-normal': oswald700Normal },
  playfairDisplay: {
    '400-normal': playfairDisplay400Normal,
    '400-italic': playfairDisplay400Italic,
    '700-normal': playfairDisplay700Normal,
    '700-italic': playfairDisplay700Italic,
  },
  merriweather: {
    '400-normal': merriweather400Normal,
    '400-italic': merriweather400Italic,
    '700-normal': merriweather700Normal,
    '700-italic': merriweather700Italic,
  },
  bebasNeue: { '400-normal': bebasNeue400Normal },
  lobster: { '400-normal': lobster400Normal },
  robotoMono: {
    '400-normal': robotoMono400Normal,
    '400-italic': robotoMono400Italic,
    '700-normal': robotoMono700Normal,
    '700-italic': robotoMono700Italic,
  },
};
