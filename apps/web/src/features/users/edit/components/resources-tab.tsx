import { Empty, Flex, Select, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDetails } from '../../api/users.ts';
import type { ResourceTab } from '../../assignment/lib/assignment.ts';
import { useUserAbilities } from '../hooks/use-user-abilities.ts';
import { AssignedResources } from './assigned-resources.tsx';

/**
 * The resources assigned to the user per role: a role select (`roleId` in the address) and the displays and media
 * tabs (`resourceTab`), each listing what is assigned with the way to its assignment page.
 */
export function ResourcesTab({
  user,
  roleId,
  resourceTab,
  onChange,
}: {
  user: UserDetails;
  roleId: string | undefined;
  resourceTab: ResourceTab;
  onChange: (roleId: string | undefined, resourceTab: ResourceTab) => void;
}) {
  const { t } = useTranslation('users');
  const can = useUserAbilities(user);
  const role = user.roles.find((r) => r.id === roleId) ?? user.roles[0];
  if (!role) return <Empty description={t('edit.noRoles')} />;
  const assign = (tab: ResourceTab) => (
    <AssignedResources userId={user.id} role={role} tab={tab} canAssign={can.roles} />
  );
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <span aria-hidden>{t('edit.resources.role')}</span>
        <Select
          aria-label={t('edit.resources.role')}
          style={{ minWidth: 220 }}
          value={role.id}
          onChange={(id) => onChange(id, resourceTab)}
          options={user.roles.map((r) => ({ value: r.id, label: r.label }))}
        />
      </Flex>
      <Tabs
        activeKey={resourceTab}
        onChange={(key) => onChange(role.id, key as ResourceTab)}
        items={[
          { key: 'displays', label: t('edit.resources.displays'), children: assign('displays') },
          { key: 'media', label: t('edit.resources.media'), children: assign('media') },
        ]}
      />
    </Flex>
  );
}
