export * from './limits.ts';
export * from './fonts.ts';
export * from './document.ts';
export * from './migrations.ts';
