import { EditOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DisplayListItem } from '@plakat/shared';
import { paths } from '../../../../config/paths.ts';
import styles from './display-cells.module.css';

/** Finish Setup (unfinished rows) and Unlock (locked rows) in the own overview. */
export function RowActions({
  row,
  canWrite,
  canLock,
  onUnlock,
}: {
  row: DisplayListItem;
  canWrite: (status: DisplayListItem['status']) => boolean;
  canLock: boolean;
  onUnlock: (id: string) => void;
}) {
  const { t } = useTranslation('displays');
  return (
    <>
      {row.status !== 'completed' && canWrite(row.status) && !row.isLocked && (
        <Link to={paths.dashboard.displayManagement.edit(row.id)}>
          <Button size="small" type="primary" ghost icon={<EditOutlined aria-hidden />} className={styles.action}>
            {t('actions.finishSetup')}
          </Button>
        </Link>
      )}
      {row.isLocked && canLock && (
        <Button
          size="small"
          icon={<UnlockOutlined aria-hidden />}
          onClick={() => onUnlock(row.id)}
          className={styles.action}
        >
          {t('actions.unlock')}
        </Button>
      )}
    </>
  );
}
