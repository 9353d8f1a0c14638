import { BellOutlined } from '@ant-design/icons';
import { Card, Flex, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type NotificationMailGroup, notificationMailGroups } from '@plakat/shared';
import { notify } from '../../../lib/notify.ts';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences.ts';

/** The profile page's card with one switch per notification group: also send these notifications by mail. */
export function MailNotificationsCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('profile');
  const preferences = useMailPreferences(enabled);
  const save = useSaveMailPreferences();
  const current = preferences.data;

  const toggle = (group: NotificationMailGroup, on: boolean) => {
    if (!current) return;
    save.mutate({ ...current, [group]: on }, { onSuccess: () => notify.success(t('mailNotifications.saved')) });
  };

  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <BellOutlined aria-hidden />
          {t('mailNotifications.title')}
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('mailNotifications.intro')}</Typography.Paragraph>
      {!current ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : (
        <Flex vertical gap={16}>
          {notificationMailGroups.map((group) => (
            <Flex key={group} gap={12} align="flex-start">
              <Switch
                id={`mail-${group}`}
                checked={current[group]}
                loading={save.isPending && save.variables?.[group] !== current[group]}
                disabled={save.isPending}
                onChange={(on) => toggle(group, on)}
              />
              <Flex vertical>
                <label htmlFor={`mail-${group}`}>
                  <Typography.Text strong>{t(`mailNotifications.groups.${group}.label`)}</Typography.Text>
                </label>
                <Typography.Text type="secondary">{t(`mailNotifications.groups.${group}.hint`)}</Typography.Text>
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
