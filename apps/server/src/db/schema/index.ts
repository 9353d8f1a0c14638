export * from './companies.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './lookups.ts';
export * from './displays.ts';
export * from './jobs.ts';
export * from './rate-limits.ts';
export * from './media-pool.ts';
