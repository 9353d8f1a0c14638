export * from './constants.ts';
export * from './permissions.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
export * from './schemas/registration.ts';
export * from './schemas/users.ts';
export * from './schemas/lookups.ts';
export * from './schemas/superpanel.ts';
