import { Button, Checkbox, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/notify.ts';
import { useRoles } from '../../api/option-lists.ts';
import { type UserDetails, useSetUserRoles } from '../../api/users.ts';
import { useUserAbilities } from '../hooks/use-user-abilities.ts';

/** The roles the user holds (ASSIGN_ROLE): tick to give, untick to take away, then save; one role at least. */
export function RolesTab({ user }: { user: UserDetails }) {
  const { t } = useTranslation('users');
  const can = useUserAbilities(user);
  const roles = useRoles();
  const held = user.roles.map((role) => role.id);
  const [chosen, setChosen] = useState<string[]>(held);
  const save = useSetUserRoles(user.id);
  const changed = chosen.length !== held.length || chosen.some((id) => !held.includes(id));
  const submit = async () => {
    await save.mutateAsync(chosen);
    notify.success(t('edit.rolesSaved'));
  };
  return (
    <Flex vertical gap={16}>
      <p className="plakat-secondary" style={{ margin: 0 }}>
        {t('edit.rolesIntro')}
      </p>
      <Checkbox.Group
        aria-label={t('edit.tabs.roles')}
        value={chosen}
        disabled={!can.roles}
        onChange={(values) => setChosen(values as string[])}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={(roles.data?.items ?? user.roles).map((role) => ({ value: role.id, label: role.label }))}
      />
      {can.roles && (
        <Flex gap={8} align="center" wrap>
          <Button
            type="primary"
            disabled={!changed || chosen.length === 0}
            loading={save.isPending}
            onClick={() => void submit().catch(() => undefined)}
          >
            {t('edit.saveRoles')}
          </Button>
          {chosen.length === 0 && <span role="alert">{t('edit.oneRole')}</span>}
        </Flex>
      )}
    </Flex>
  );
}
