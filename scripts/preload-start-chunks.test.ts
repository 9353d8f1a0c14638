import { describe, expect, it } from 'vitest';
import { preloadStartChunks } from './preload-start-chunks.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
});
/** A build: the entry with its vendor chunk, the start's steps (React DOM, the frame), texts and the start pages. */
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['/src/main.tsx'], ['assets/vendor.js']),
    chunk('assets/vendor.js', ['/node_modules/react/index.js']),
    chunk('assets/react-dom.js', ['/src/app/react-dom-client.ts'], ['assets/vendor.js']),
    chunk('assets/frame.js', ['/src/app/start.tsx'], ['assets/react-dom.js', 'assets/vendor.js']),
    chunk('assets/en.js', ['/src/lib/texts/en.ts']),
    chunk('assets/de.js', ['/src/lib/texts/de.ts']),
    chunk('assets/en-app.js', ['/src/lib/texts/en-app.ts']),
    chunk('assets/de-app.js', ['/src/lib/texts/de-app.ts']),
    chunk('assets/public.js', ['/src/login-page.tsx'], ['assets/frame.js']),
    chunk('assets/shell.js', ['/src/logged-in-layout.tsx'], ['assets/frame.js']),
  ].map((c) => [c.fileName, c]),
);
const html = `<head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor.js">
  </head>`;

function transform() {
  const plugin = preloadStartChunks({
    texts: { en: /texts\/en\.ts$/, de: /texts\/de\.ts$/ },
    appTexts: { en: /texts\/en-app\.ts$/, de: /texts\/de-app\.ts$/ },
    loggedOut: [/login-page\.tsx$/],
    loggedIn: [/logged-in-layout\.tsx$/],
    loggedInPages: {},
    everyPage: [/react-dom-client\.ts$/, /start\.tsx$/],
    loggedInRequest: '/api/users/profile',
  });
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: { bundle: unknown }) => string };
  return hook.handler(html, { bundle });
}

describe('preloadStartChunks', () => {
  it("links the start steps' chunks for every page after the entry's own preloads", () => {
    const out = transform();
    const preloads = [...out.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/vendor.js', '/assets/react-dom.js', '/assets/frame.js']);
  });

  it('leaves the linked chunks out of the lists the inline script preloads per visitor', () => {
    const script = /<script>(.*)<\/script>/.exec(transform())?.[1] ?? '';
    expect(script).toContain('"/assets/public.js"');
    expect(script).toContain('"/assets/shell.js"');
    expect(script).not.toContain('frame.js');
    expect(script).not.toContain('react-dom.js');
    expect(script).not.toContain('vendor.js');
  });
});
