/**
 * The namespaces of one language's JSON files (packages/shared/src/i18n/<lang>/), keyed by file name. Each language
 * has a module of its own (en.ts, de.ts), so a reader downloads the texts of the language they read and no other.
 * The server's own texts (api*.json, mail.json, notifications.json: answers, e-mails and notifications it writes)
 * stay out of the web app.
 */
export type Texts = Record<string, object>;

export function namespaces(files: Record<string, unknown>): Texts {
  const texts: Texts = {};
  for (const [file, content] of Object.entries(files)) {
    const name = /([\w-]+)\.json$/.exec(file)?.[1];
    if (name) texts[name] = content as object;
  }
  return texts;
}
