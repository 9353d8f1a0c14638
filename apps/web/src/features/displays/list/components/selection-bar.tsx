import { DeleteOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkKind, type BulkPlan, bulkPlan } from '../../state-changes/lib/bulk-plan.ts';
import { type KeySetStore, useKeySet } from '../../../../hooks/key-set-store.ts';

type Row = { id: string; onlineId: number; isLocked: boolean };

/**
 * 'N of M display(s) selected' and the bulk buttons: the only part besides the rows that follows the selection. A
 * button whose action would leave every selected row out (all locked for a shutdown, ...) is disabled with the reason.
 */
export function SelectionBar({
  selected,
  rows,
  total,
  canDelete,
  canLock,
  onBulk,
}: {
  selected: KeySetStore;
  rows: readonly Row[];
  total: number;
  canDelete: boolean;
  canLock: boolean;
  onBulk: (plan: BulkPlan) => void;
}) {
  const { t } = useTranslation('displays');
  const ids = useKeySet(selected);
  const chosen = rows.filter((row) => ids.has(row.id));
  const action = (kind: BulkKind, icon: ReactNode, danger?: boolean) => {
    const plan = bulkPlan(kind, chosen);
    const nothingLeft = chosen.length > 0 && plan.ids.length === 0;
    const disabled = plan.ids.length === 0;
    // Three tooltips at most, so a plain antd Tooltip (the table's LazyTooltip mounts on the pointer's arrival, which
    // a pointer already resting on the button never makes). The wrapper takes the pointer for the disabled button.
    return (
      <Tooltip title={nothingLeft ? t(`bulk.nothingLeft.${kind}`) : undefined}>
        <span style={{ display: 'inline-flex', cursor: disabled ? 'not-allowed' : undefined }}>
          <Button
            danger={danger}
            icon={icon}
            disabled={disabled}
            onClick={() => onBulk(plan)}
            style={disabled ? { pointerEvents: 'none' } : undefined}
          >
            {t(`actions.${kind}`)}
          </Button>
        </span>
      </Tooltip>
    );
  };
  return (
    <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
      <strong aria-live="polite" style={{ fontWeight: 600 }}>
        {t('table.selected', { selected: ids.size, total })}
      </strong>
      <Flex gap={8} wrap>
        {canDelete && action('shutdown', <DeleteOutlined aria-hidden />, true)}
        {canLock && (
          <>
            {action('lock', <LockOutlined aria-hidden />)}
            {action('unlock', <UnlockOutlined aria-hidden />)}
          </>
        )}
      </Flex>
    </Flex>
  );
}
