export * from './limits.ts';
export * from './fonts.ts';
export * from './values.ts';
export * from './walk.ts';
export * from './document.ts';
export * from './migrations.ts';
export * from './live-text.ts';
