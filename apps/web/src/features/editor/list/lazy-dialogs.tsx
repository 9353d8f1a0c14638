import { lazyComponent } from '../../../lib/lazy-component.tsx';

// The list's dialogs load when first opened: their forms (antd Form, Modal, InputNumber, Radio) are no part of what
// the list needs to show (scripts/check-bundle-budget.mjs).
export const NewDesignModal = lazyComponent(() =>
  import('../create/new-design-modal.tsx').then((m) => m.NewDesignModal),
);
export const RenameDesignModal = lazyComponent(() =>
  import('./rename-design-modal.tsx').then((m) => m.RenameDesignModal),
);
export const DeleteDesignModal = lazyComponent(() =>
  import('./delete-design-modal.tsx').then((m) => m.DeleteDesignModal),
);
