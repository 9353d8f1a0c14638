import { UserOutlined } from '@ant-design/icons';
import { Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AssignmentResourceType } from '@plakat/shared';
import { LoadFailed } from '../../../../components/load-failed.tsx';
import { NotFoundPage } from '../../../../components/not-found-page.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import type { KeySetStore } from '../../../../hooks/key-set-store.ts';
import { leadsNowhere } from '../../../../lib/api-client.ts';
import { useAssignedResources } from '../../api/assignments.ts';
import { useUser } from '../../api/users.ts';
import { fullName } from '../../list/components/user-columns.tsx';
import { assignmentReturnHref, assignmentTarget } from '../lib/assignment.ts';
import { AssignBar } from './assign-bar.tsx';

export type AssignmentParts = {
  header: ReactNode;
  toolbar: (parts: { selected: KeySetStore; total: number }) => ReactNode;
};

/**
 * What both assignment pages share: the user and role of the address (a foreign user, or a role the user does not
 * hold, shows the not-found page), the header naming them, and the assign bar the overview shows above its table.
 */
export function AssignmentFrame({
  type,
  children,
}: {
  type: AssignmentResourceType;
  children: (parts: AssignmentParts) => ReactNode;
}) {
  const { t } = useTranslation('users');
  const params = useParams();
  const target = assignmentTarget(params.userId, params.roleId);
  const user = useUser(target?.userId ?? '');
  const assigned = useAssignedResources(target, type);
  const role = user.data?.roles.find((r) => r.id === target?.roleId);
  if (!target || leadsNowhere(user.error) || leadsNowhere(assigned.error) || (user.data && !role)) {
    return <NotFoundPage />;
  }
  if (user.isError || assigned.isError) {
    const retry = () => Promise.all([user.refetch(), assigned.refetch()]);
    return <LoadFailed title={t('assignment.loadFailed')} retry={t('list.retry')} onRetry={retry} />;
  }
  if (!user.data || !role) return <Spin />;
  const header = (
    <PageHeader
      back={assignmentReturnHref(target.userId, target.roleId, type)}
      backLabel={t('assignment.back')}
      icon={<UserOutlined />}
      color="#722ed1"
      title={t(`assignment.title.${type}`)}
      intro={t(`assignment.intro.${type}`, { name: fullName(user.data) || user.data.email, role: role.label })}
    />
  );
  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      {children({
        header,
        toolbar: ({ selected, total }) => <AssignBar type={type} target={target} selected={selected} total={total} />,
      })}
    </Flex>
  );
}
