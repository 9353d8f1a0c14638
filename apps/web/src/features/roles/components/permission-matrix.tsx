import { Alert, Button, Checkbox, Flex, Form, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Permission,
  type PermissionGroup,
  type RoleDetails,
  type RolePermissionsBody,
  type RoleScope,
  permissionGroups,
} from '@plakat/shared';

/** Sections of spec §6 that have no screen yet: their keys are stored but guard nothing. */
const reservedGroups = new Set<PermissionGroup>(['adSpot', 'smallPlaylist', 'advertisement', 'scheduling']);
const groupNames = Object.keys(permissionGroups) as PermissionGroup[];

type Props = {
  role: RoleDetails;
  /** The keys the user holds: only these can be switched on or off (the server refuses the rest). */
  held: ReadonlySet<string>;
  readOnly: boolean;
  saving: boolean;
  onSave: (body: RolePermissionsBody) => void;
};

/**
 * The permission matrix of one role: the keys grouped as spec §6, each with its meaning, a select-all per group, keys
 * the user does not hold disabled with the reason, and the two scopes. Preset roles show the same matrix read-only.
 */
export function PermissionMatrix({ role, held, readOnly, saving, onSave }: Props) {
  const { t } = useTranslation('roles');
  const [keys, setKeys] = useState(() => new Set(role.permissions));
  const [displayScope, setDisplayScope] = useState<RoleScope>(role.displayScope);
  const [mediaScope, setMediaScope] = useState<RoleScope>(role.mediaScope);
  const toggle = (changed: readonly Permission[], on: boolean) =>
    setKeys((current) => {
      const next = new Set(current);
      for (const key of changed) if (held.has(key)) on ? next.add(key) : next.delete(key);
      return next;
    });
  const scopeOptions = (kind: 'displays' | 'media') =>
    (['all', 'assigned'] as const).map((value) => ({ value, label: t(`matrix.scopes.${kind}.${value}`) }));

  return (
    <Flex vertical gap={16}>
      {readOnly && <Alert type="info" showIcon title={t('matrix.readOnlyHint')} />}
      <Form layout="vertical" disabled={readOnly}>
        <Typography.Paragraph type="secondary">{t('matrix.scopeHint')}</Typography.Paragraph>
        <Flex gap={16} wrap>
          <Form.Item label={t('matrix.displayScope')} style={{ minWidth: 260, flex: 1 }}>
            <Select value={displayScope} onChange={setDisplayScope} options={scopeOptions('displays')} />
          </Form.Item>
          <Form.Item label={t('matrix.mediaScope')} style={{ minWidth: 260, flex: 1 }}>
            <Select value={mediaScope} onChange={setMediaScope} options={scopeOptions('media')} />
          </Form.Item>
        </Flex>
      </Form>
      {groupNames.map((group) => {
        const groupKeys = permissionGroups[group];
        const chosen = groupKeys.filter((key) => keys.has(key)).length;
        return (
          <fieldset key={group} style={{ border: 0, margin: 0, padding: 0 }}>
            <Flex align="center" gap={8} wrap style={{ marginBottom: 8 }}>
              <Checkbox
                checked={chosen === groupKeys.length}
                indeterminate={chosen > 0 && chosen < groupKeys.length}
                disabled={readOnly || !groupKeys.some((key) => held.has(key))}
                onChange={(event) => toggle(groupKeys, event.target.checked)}
                aria-label={t('matrix.selectGroup', { group: t(`groups.${group}`) })}
              >
                <Typography.Text strong>{t(`groups.${group}`)}</Typography.Text>
              </Checkbox>
              <Typography.Text type="secondary">
                {t('matrix.selectedCount', { selected: chosen, total: groupKeys.length })}
              </Typography.Text>
              {reservedGroups.has(group) && <Tag>{t('matrix.reserved')}</Tag>}
            </Flex>
            <Flex vertical gap={4} style={{ paddingInlineStart: 24 }}>
              {groupKeys.map((key) => {
                const box = (
                  <Checkbox
                    key={key}
                    checked={keys.has(key)}
                    disabled={readOnly || !held.has(key)}
                    onChange={(event) => toggle([key], event.target.checked)}
                  >
                    <Space size={4} wrap>
                      <span>{t(`keys.${key}.label`)}</span>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t(`keys.${key}.meaning`)}
                      </Typography.Text>
                    </Space>
                  </Checkbox>
                );
                return !readOnly && !held.has(key) ? (
                  <Tooltip key={key} title={t('matrix.notHeld')}>
                    <span>{box}</span>
                  </Tooltip>
                ) : (
                  <span key={key}>{box}</span>
                );
              })}
            </Flex>
          </fieldset>
        );
      })}
      {!readOnly && (
        <Flex justify="end">
          <Button
            type="primary"
            loading={saving}
            onClick={() => onSave({ permissions: [...keys] as Permission[], displayScope, mediaScope })}
          >
            {t('matrix.save')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
