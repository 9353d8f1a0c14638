/** The media pool's contract (zod schemas), enums and the rules both sides use (spec 02 §3-§5, §7). */
export * from './abilities.ts';
export * from './constants.ts';
export * from './form.ts';
export * from './rules.ts';
export * from './schemas.ts';
