import { WifiOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useAlertSettings, useSaveAlertSettings } from '../api/alert-settings.ts';

/** The delays offered (minutes); a value set otherwise through the API is offered too. */
const presets = [0, 5, 10, 15, 30, 60, 120, 240, 480, 1440];

/**
 * The profile page's card beside the mail switches: how long a display's screen may be offline before the company is
 * told (notification, and a mail to those with screen mails on). Everyone reads it; the company owner changes it.
 */
export function OfflineAlertCard() {
  const { t } = useTranslation('displayStatus');
  const profile = useProfile();
  const settings = useAlertSettings();
  const save = useSaveAlertSettings();
  const [minutes, setMinutes] = useState<number | null>(null);
  const isOwner = profile.data?.userType === 'companyOwner';
  const current = settings.data?.offlineAlertMinutes;
  const value = minutes ?? current ?? null;
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <WifiOutlined aria-hidden />
          {t('alerts.title')}
        </Flex>
      }
    >
      {settings.data && (
        <Typography.Paragraph type="secondary">
          {t('alerts.intro', { seconds: settings.data.offlineAfterSeconds })}
        </Typography.Paragraph>
      )}
      {current === undefined ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <Flex gap={12} align="center" wrap>
          <label htmlFor="offline-alert-minutes">{t('alerts.label')}</label>
          <Select
            id="offline-alert-minutes"
            style={{ minWidth: 160 }}
            value={value}
            disabled={!isOwner}
            onChange={(next: number) => setMinutes(next)}
            options={[...new Set([...presets, current])]
              .sort((a, b) => a - b)
              .map((minutes) => ({
                value: minutes,
                label: minutes === 0 ? t('alerts.atOnce') : t('alerts.after', { count: minutes }),
              }))}
          />
          {isOwner && (
            <Button
              type="primary"
              loading={save.isPending}
              disabled={value === null || value === current}
              onClick={() =>
                value !== null &&
                save.mutate(
                  { offlineAlertMinutes: value },
                  {
                    onSuccess: () => {
                      setMinutes(null);
                      notify.success(t('alerts.saved'));
                    },
                  },
                )
              }
            >
              {t('alerts.save')}
            </Button>
          )}
        </Flex>
      )}
      {!isOwner && <Typography.Text type="secondary">{t('alerts.ownerOnly')}</Typography.Text>}
    </Card>
  );
}
