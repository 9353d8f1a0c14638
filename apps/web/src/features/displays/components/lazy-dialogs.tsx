import { lazy } from 'react';

/*
 * The display dialogs, loaded when one opens (they mount only while open, see hooks/use-dialog.ts): their antd Modal,
 * Select, InputNumber and Progress are no part of a list's first load (scripts/check-bundle-budget.mjs). Render them
 * inside <Suspense>.
 */
const stateModals = () => import('./state-modals.tsx');
const lockShutdown = () => import('./lock-shutdown-modals.tsx');

export const AccessibilityModal = lazy(() => stateModals().then((m) => ({ default: m.AccessibilityModal })));
export const LocationModal = lazy(() => stateModals().then((m) => ({ default: m.LocationModal })));
export const DuplicateModal = lazy(() => stateModals().then((m) => ({ default: m.DuplicateModal })));
export const TokenModal = lazy(() => stateModals().then((m) => ({ default: m.TokenModal })));
export const ShareModal = lazy(() => import('./share-modal.tsx').then((m) => ({ default: m.ShareModal })));
export const LockModal = lazy(() => lockShutdown().then((m) => ({ default: m.LockModal })));
export const ShutdownModal = lazy(() => lockShutdown().then((m) => ({ default: m.ShutdownModal })));
export const ConfirmModal = lazy(() => import('./confirm-modal.tsx').then((m) => ({ default: m.ConfirmModal })));
