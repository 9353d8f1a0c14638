import { Flex, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/notify.ts';
import { useProfile } from '../../../../lib/profile.ts';
import { useChangePoolSettings, usePoolSettings } from '../../api/pool-settings.ts';

/**
 * The company setting "keep original files" (issue 21), for the company owner only: uploads from now on keep their
 * uploaded bytes as well, for download. Other users see nothing (the server refuses them too).
 */
export function KeepOriginals() {
  const { t } = useTranslation('mediaPool');
  const isOwner = useProfile().data?.userType === 'companyOwner';
  const settings = usePoolSettings(isOwner);
  const change = useChangePoolSettings();
  const helpId = useId();
  if (!isOwner || !settings.data) return null;

  async function toggle(keepOriginals: boolean) {
    try {
      notify.success((await change.mutateAsync({ keepOriginals })).message);
    } catch (error) {
      if (!isApiRequestError(error)) throw error;
      notify.error(error.message);
    }
  }

  return (
    <Flex gap={12} align="flex-start" data-testid="keep-originals">
      <Switch
        checked={settings.data.keepOriginals}
        loading={change.isPending}
        onChange={(checked) => void toggle(checked)}
        aria-label={t('upload.keepOriginals')}
        aria-describedby={helpId}
      />
      <Flex vertical>
        <Typography.Text strong>{t('upload.keepOriginals')}</Typography.Text>
        <Typography.Text type="secondary" id={helpId}>
          {t('upload.keepOriginalsHelp')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
