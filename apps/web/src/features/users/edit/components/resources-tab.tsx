import { Button, Empty, Flex, Select, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import type { UserDetails } from '../../api/users.ts';

type ResourceTab = 'displays' | 'media';

/**
 * The resources assigned to the user per role: a role select (`roleId` in the address) and the displays and media
 * tabs (`resourceTab`). TODO(lead): render the access helper's `AssignedResources` (`assignedResourcesTab()` of
 * features/users/index.ts) with `{ userId, roleId, resourceTab, onResourceTab }` here once it is merged; until then
 * this fallback links to the assignment pages.
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
  const role = user.roles.find((r) => r.id === roleId) ?? user.roles[0];
  if (!role) return <Empty description={t('edit.noRoles')} />;
  const um = paths.dashboard.userManagement;
  const assign = (tab: ResourceTab) => (
    <Flex vertical gap={8} align="flex-start">
      <p className="plakat-secondary" style={{ margin: 0 }}>
        {t(`edit.resources.${tab}Hint`, { role: role.label })}
      </p>
      <Link to={tab === 'displays' ? um.displayAssignment(user.id, role.id) : um.mediaAssignment(user.id, role.id)}>
        <Button>{t(`edit.resources.assign.${tab}`)}</Button>
      </Link>
    </Flex>
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
