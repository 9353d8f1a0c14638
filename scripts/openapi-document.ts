/**
 * The server's OpenAPI document without a running server: the app built in-process (built-app.ts) and asked for its
 * document (`app.swagger()`). Used by gen-api-types.ts (the web client's types) and lint-openapi.ts (redocly lint).
 */
import { withBuiltApp } from './built-app.ts';

export const openApiDocument = (): Promise<unknown> => withBuiltApp((app) => app.swagger());
