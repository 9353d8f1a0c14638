import { Button, Empty, Flex, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../../components/load-failed.tsx';
import { useRoleOverview } from '../../../roles/index.ts';
import { useAssignedResources } from '../../api/assignments.ts';
import styles from './assigned-resources.module.css';
import {
  type ResourceTab,
  assignmentHref,
  reachesEverything,
  resourceTypeOf,
} from '../../assignment/lib/assignment.ts';

type Props = {
  userId: string;
  role: { id: string; label: string };
  tab: ResourceTab;
  /** Whether the acting user may change the user's assignments (ASSIGN_ROLE, not oneself). */
  canAssign: boolean;
};

/**
 * The displays or media files assigned to the user for one role, with the way to the assignment page. A role whose
 * scope reaches everything of the kind (`all`) needs no assignments: a note says so instead of a list.
 */
export function AssignedResources({ userId, role, tab, canAssign }: Props) {
  const { t } = useTranslation('users');
  const type = resourceTypeOf(tab);
  const roles = useRoleOverview();
  const details = roles.data?.items.find((r) => r.id === role.id);
  const everything = details !== undefined && reachesEverything(details, tab);
  const assigned = useAssignedResources(everything ? null : { userId, roleId: role.id }, type);

  if (everything) {
    return <p style={{ margin: 0 }}>{t(`edit.resources.allScope.${tab}`, { role: role.label })}</p>;
  }
  const items = assigned.data?.items ?? [];
  return (
    <Flex vertical gap={12} align="flex-start" style={{ width: '100%' }}>
      <p className="plakat-secondary" style={{ margin: 0 }}>
        {t(`edit.resources.${tab}Hint`, { role: role.label })}
      </p>
      {assigned.isError && (
        <LoadFailed title={t('edit.resources.loadFailed')} retry={t('list.retry')} onRetry={assigned.refetch} />
      )}
      {assigned.isPending && !assigned.isError && <Spin size="small" />}
      {assigned.data &&
        (items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`edit.resources.none.${tab}`)} />
        ) : (
          <ul aria-label={t(`edit.resources.listLabel.${tab}`, { role: role.label })} className={styles.list}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <Tag>{t('edit.resources.id', { id: item.onlineId })}</Tag>
                <span>{item.name}</span>
                {item.infoAccess && (
                  <Tag color={item.infoAccess === 'private' ? 'gold' : 'blue'}>
                    {t(`edit.resources.access.${item.infoAccess}`)}
                  </Tag>
                )}
              </li>
            ))}
          </ul>
        ))}
      {canAssign && (
        <Link to={assignmentHref(userId, role.id, tab)}>
          <Button type="primary">{t(`edit.resources.assign.${tab}`)}</Button>
        </Link>
      )}
    </Flex>
  );
}
