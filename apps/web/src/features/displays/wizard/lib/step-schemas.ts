/**
 * The shared zod schemas the wizard's fields are checked with, the server's own rules. They load on the first check
 * (lib/rules.ts): zod is a twentieth of the wizard's first-load budget (scripts/check-bundle-budget.mjs).
 */
export { emailSchema, generalStep, locationStep, specificationsStep } from '@plakat/shared';
