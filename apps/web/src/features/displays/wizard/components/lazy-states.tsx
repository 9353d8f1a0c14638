import { lazy } from 'react';

/*
 * The wizard's states instead of its steps (no permission, not found, load failed, draft limit), loaded when one is
 * shown: antd's Result with its illustrations is no part of the wizard's first load (scripts/check-bundle-budget.mjs).
 * Render them inside <Suspense>.
 */
const states = () => import('./wizard-states.tsx');

export const DraftLimitMessage = lazy(() => states().then((m) => ({ default: m.DraftLimitMessage })));
export const LoadFailed = lazy(() => states().then((m) => ({ default: m.LoadFailed })));
export const Unavailable = lazy(() => states().then((m) => ({ default: m.Unavailable })));
