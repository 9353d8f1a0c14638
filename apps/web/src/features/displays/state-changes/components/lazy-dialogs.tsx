import { lazyComponent } from '../../../../lib/lazy-component.tsx';

/*
 * The display dialogs, loaded once the own list is idle or when one opens (they mount only while open, see
 * src/hooks/use-dialog.ts): their antd Modal, Select, InputNumber and Progress are no part of a list's first load
 * (scripts/check-bundle-budget.mjs). Render them inside <Suspense>.
 */
const stateModals = () => import('./state-modals.tsx');
const lockShutdown = () => import('./lock-shutdown-modals.tsx');

export const AccessibilityModal = lazyComponent(() => stateModals().then((m) => m.AccessibilityModal));
export const LocationModal = lazyComponent(() => stateModals().then((m) => m.LocationModal));
export const DuplicateModal = lazyComponent(() => stateModals().then((m) => m.DuplicateModal));
export const TokenModal = lazyComponent(() => stateModals().then((m) => m.TokenModal));
export const ShareModal = lazyComponent(() =>
  import('../../sharing/components/share-modal.tsx').then((m) => m.ShareModal),
);
export const LockModal = lazyComponent(() => lockShutdown().then((m) => m.LockModal));
export const ShutdownModal = lazyComponent(() => lockShutdown().then((m) => m.ShutdownModal));
export const ConfirmModal = lazyComponent(() => import('./confirm-modal.tsx').then((m) => m.ConfirmModal));

const dialogs = [
  AccessibilityModal,
  LocationModal,
  DuplicateModal,
  TokenModal,
  ShareModal,
  LockModal,
  ShutdownModal,
  ConfirmModal,
];
/** Loads every dialog, so the first one a person opens shows at once. */
export const preloadDialogs = () => Promise.all(dialogs.map((dialog) => dialog.preload()));
