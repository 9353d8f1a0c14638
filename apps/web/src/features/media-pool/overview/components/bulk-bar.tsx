import { DeleteOutlined, InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type KeySetStore, useKeySet } from '../../../../hooks/key-set-store.ts';
import { useChangeArchive, useDeleteFiles } from '../../api/file-changes.ts';
import type { MediaListFile } from '../../api/search-files.ts';
import type { MediaAbilities } from '../../hooks/use-media-abilities.ts';
import { type BulkKind, mediaBulkPlan } from '../lib/bulk-plan.ts';

/**
 * 'N of M file(s) selected' and the bulk buttons of the media list (spec 02 §2): Delete, Archive and Unarchive, each
 * behind a confirmation popover, disabled without a selection; a success clears the selection. A button whose action
 * would leave every selected file out (archived files for a delete) is disabled with the reason.
 */
export function BulkBar({
  selected,
  rows,
  total,
  abilities,
}: {
  selected: KeySetStore;
  rows: readonly MediaListFile[];
  total: number;
  abilities: MediaAbilities;
}) {
  const { t } = useTranslation('mediaPool');
  const ids = useKeySet(selected);
  const chosen = rows.filter((row) => ids.has(row.id));
  const remove = useDeleteFiles();
  const archive = useChangeArchive();

  const action = (kind: BulkKind, icon: ReactNode, danger?: boolean) => {
    const plan = mediaBulkPlan(kind, chosen);
    const nothingLeft = chosen.length > 0 && plan.ids.length === 0;
    const disabled = plan.ids.length === 0;
    const run = () => {
      const done = () => selected.set([]);
      if (kind === 'delete') return remove.mutateAsync({ fileIds: plan.ids }).then(done);
      return archive.mutateAsync({ fileIds: plan.ids, action: kind }).then(done);
    };
    const description = (
      <div style={{ maxWidth: 320 }}>
        <p style={{ margin: 0 }}>{t(`list.bulk.${kind}Confirm`, { count: plan.ids.length })}</p>
        {kind === 'delete' && plan.used > 0 && (
          <p style={{ margin: '4px 0 0' }}>{t('list.bulk.deleteUsed', { count: plan.used })}</p>
        )}
        {plan.skipped > 0 && (
          <p style={{ margin: '4px 0 0' }}>
            {t('list.bulk.skipped', { count: plan.skipped, reason: t(`list.bulk.nothingLeft.${kind}`) })}
          </p>
        )}
      </div>
    );
    return (
      <Tooltip key={kind} title={nothingLeft ? t(`list.bulk.nothingLeft.${kind}`) : undefined}>
        <span style={{ display: 'inline-flex', cursor: disabled ? 'not-allowed' : undefined }}>
          <Popconfirm
            title={t(`list.bulk.${kind}`)}
            description={description}
            okText={t('list.ok')}
            cancelText={t('list.cancel')}
            okButtonProps={{ danger }}
            onConfirm={run}
            disabled={disabled}
          >
            <Button
              danger={danger}
              icon={icon}
              disabled={disabled}
              style={disabled ? { pointerEvents: 'none' } : undefined}
            >
              {t(`list.bulk.${kind}`)}
            </Button>
          </Popconfirm>
        </span>
      </Tooltip>
    );
  };

  return (
    <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
      <strong aria-live="polite" style={{ fontWeight: 600 }}>
        {t('list.selected', { selected: ids.size, total })}
      </strong>
      <Flex gap={8} wrap>
        {abilities.canDelete && action('delete', <DeleteOutlined aria-hidden />, true)}
        {abilities.mayAtAll('setStatus') && (
          <>
            {action('archive', <InboxOutlined aria-hidden />)}
            {action('unArchive', <UndoOutlined aria-hidden />)}
          </>
        )}
      </Flex>
    </Flex>
  );
}
