import type { Plugin } from 'vite';
import { defaultLanguage, languages, storageKeys } from '../packages/shared/src/constants.ts';

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  /** The stylesheets of the chunk's CSS modules, which Vite loads before the chunk resolves. */
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * Lets the browser fetch the lazy chunks of the first page together with the entry instead of after it has run (one
 * round trip less on a slow network): a small inline script in index.html adds `<link rel="modulepreload">` for
 *  - the texts of the reader's language (the same choice as initialLanguage in apps/web/src/lib/i18n.ts: the stored
 *    language, else the browser's when it is one of ours, else the default), which every page waits for;
 *  - the login page and its layout when no login is stored. Logged-in visitors do not download them, but the texts
 *    of the logged-in screens in their language, the logged-in layout and the page of the address they open when
 *    `loggedInPages` names it (the dashboard, where the login leads).
 * `texts` maps each language to the module of its start texts, `appTexts` to the module of the logged-in screens'
 * texts, `loggedOut` lists the modules of the logged-out start page, `loggedIn` those of every logged-in page.
 * `everyPage` lists lazy modules every page loads at start (the app's frame, see apps/web/src/main.tsx): their chunks
 * get plain `<link rel="modulepreload">` tags, found by the browser's preload scanner before any script runs.
 * A logged-in start also asks for `loggedInRequest` at once, instead of after the app's code has loaded and run.
 * The stylesheets of those chunks (CSS modules) are linked too: Vite's loader would request them only once the
 * chunk is imported, and it finds them linked already.
 */
export function preloadStartChunks(options: {
  texts: Record<string, RegExp>;
  appTexts: Record<string, RegExp>;
  loggedOut: RegExp[];
  loggedIn: RegExp[];
  loggedInPages: Record<string, RegExp[]>;
  everyPage: RegExp[];
  /**
   * The GET call every logged-in start waits for (the profile), asked for at once with the stored token and the
   * chosen language; the app takes the answer (apps/web/src/lib/api/early-answer.ts).
   */
  loggedInRequest: string;
}): Plugin {
  return {
    name: 'plakat-preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c): c is Chunk & typeof c => c.type === 'chunk');
        /**
         * The files of the chunk that holds `module` (its own lazy chunk, or a group's, see vite.config.ts) and of its
         * static imports that index.html does not load already.
         */
        const filesOf = (module: RegExp) => {
          const route = chunks.find((c) => c.moduleIds.some((id) => module.test(id)));
          if (!route)
            throw new Error(`no chunk holds a module matching ${module}: update preloadStartChunks in vite.config.ts`);
          const files = new Set<string>();
          const add = (file: string) => {
            if (files.has(file) || html.includes(`/${file}"`)) return;
            files.add(file);
            const chunk = chunks.find((c) => c.fileName === file);
            for (const css of chunk?.viteMetadata?.importedCss ?? []) if (!html.includes(`/${css}"`)) files.add(css);
            for (const imported of chunk?.imports ?? []) add(imported);
          };
          add(route.fileName);
          return [...files].map((file) => `/${file}`);
        };
        const everyPage = [...new Set(options.everyPage.flatMap(filesOf))];
        const links = everyPage
          .map((h) =>
            h.endsWith('.css')
              ? `<link rel="stylesheet" crossorigin href="${h}">`
              : `<link rel="modulepreload" crossorigin href="${h}">`,
          )
          .map((link) => `\n    ${link}`)
          .join('');
        const notEveryPage = (file: string) => !everyPage.includes(file);
        const texts = Object.fromEntries(
          languages.map((lang) => [lang, filesOf(options.texts[lang]).filter(notEveryPage)]),
        );
        const appTexts = Object.fromEntries(
          languages.map((lang) => [lang, filesOf(options.appTexts[lang]).filter(notEveryPage)]),
        );
        const loggedOut = [...new Set(options.loggedOut.flatMap(filesOf))].filter(notEveryPage);
        const loggedIn = [...new Set(options.loggedIn.flatMap(filesOf))].filter(notEveryPage);
        const pages = Object.fromEntries(
          Object.entries(options.loggedInPages).map(([page, modules]) => [
            page,
            [...new Set(modules.flatMap(filesOf))].filter((file) => !loggedIn.includes(file) && notEveryPage(file)),
          ]),
        );
        const script = `<script>try{const s=localStorage,l=${JSON.stringify(languages)},t=${JSON.stringify(texts)},a=${JSON.stringify(appTexts)};let g=s.getItem(${JSON.stringify(storageKeys.language)});if(g===null)g=(navigator.language||'').slice(0,2).toLowerCase();if(!l.includes(g))g=${JSON.stringify(defaultLanguage)};const d=s.getItem(${JSON.stringify(storageKeys.login)});if(d){const u=location.origin+${JSON.stringify(options.loggedInRequest)}+'?lang='+g,o=JSON.parse(d).userToken;if(typeof o==='string'&&o)window.plakatEarlyAnswer={url:u,token:o,response:fetch(u,{headers:{accept:'application/json',authorization:'Bearer '+o}})}}for(const h of t[g].concat(d?a[g].concat(${JSON.stringify(loggedIn)},${JSON.stringify(pages)}[location.pathname]||[]):${JSON.stringify(loggedOut)})){const k=document.createElement('link');k.rel=h.endsWith('.css')?'stylesheet':'modulepreload';k.crossOrigin='';k.href=h;document.head.appendChild(k)}}catch{}</script>`;
        // Before the stylesheet: a script after it would wait until the stylesheet has loaded.
        const withScript = html.replace(/(\s*)<script type="module"/, `$1${script}$1<script type="module"`);
        // After the entry's own preloads, which the browser should fetch first.
        const lastPreload = [...withScript.matchAll(/<link rel="modulepreload"[^>]*>/g)].at(-1);
        const at = lastPreload ? (lastPreload.index ?? 0) + lastPreload[0].length : withScript.indexOf('</head>');
        return `${withScript.slice(0, at)}${links}${withScript.slice(at)}`;
      },
    },
  };
}
