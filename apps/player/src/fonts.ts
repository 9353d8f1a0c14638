import { type DesignFont, designFonts } from '@plakat/shared/editor/fonts';

/**
 * The editor's bundled fonts for the live clock and date of published designs: the same @fontsource woff2 files the
 * web app draws the editor with (latin subset), each a file of its own fetched the first time a live element needs
 * its face; the service worker keeps it (/player/assets/) for starts without a network.
 */
const files = import.meta.glob<string>(
  '../../../node_modules/@fontsource/*/files/*-latin-{400,700}-{normal,italic}.woff2',
  {
    query: '?url',
    import: 'default',
  },
);

type Face = { font: string; weight: number; italic: boolean };
const loaded = new Map<string, Promise<void>>();
const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The loader of the file that draws a face: its own, else the upright, else the regular one (the browser slants or bolds it). */
function fileOf(face: Face) {
  const name = kebab(face.font);
  const style = face.italic ? 'italic' : 'normal';
  for (const [weight, slant] of [
    [face.weight, style],
    [face.weight, 'normal'],
    [400, style],
    [400, 'normal'],
  ] as const) {
    const key = `../../../node_modules/@fontsource/${name}/files/${name}-latin-${weight}-${slant}.woff2`;
    const load = Object.hasOwn(files, key) ? files[key] : undefined;
    if (load) return load;
  }
  return null;
}

/** Loads the faces of live elements (each once); resolves after `waitMs` at the latest, so playback never waits long. */
export function loadFaces(faces: Face[], waitMs = 1500): Promise<unknown> {
  const pending = faces.map((face) => {
    const family = designFonts[face.font as DesignFont]?.family;
    const load = family ? fileOf(face) : null;
    if (!family || !load) return Promise.resolve();
    const key = `${family}:${face.weight}:${face.italic}`;
    let done = loaded.get(key);
    if (!done) {
      done = load()
        .then(async (url) => {
          // Registered under the face the element asks for, drawn from the file that has it (or its nearest).
          const fontFace = new FontFace(family, `url(${url})`, {
            weight: String(face.weight),
            style: face.italic ? 'italic' : 'normal',
          });
          document.fonts.add(fontFace);
          await fontFace.load();
        })
        .catch((error) => console.warn('font failed', key, error));
      loaded.set(key, done);
    }
    return done;
  });
  return Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, waitMs))]);
}
