import { Popover } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BellPanel } from './bell-panel.tsx';

/** The bell's popover around the bell button (app/layouts/notification-bell.tsx loads it lazily). */
export function BellPopover({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('notificationCenter');
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottom"
      title={t('bell.title')}
      content={open ? <BellPanel onClose={() => onOpenChange(false)} /> : null}
      destroyOnHidden
    >
      {children}
    </Popover>
  );
}
