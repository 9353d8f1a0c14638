/* The wizard's states instead of its steps; rare, so they load when needed (lazy-states.ts) with antd's Result. */
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../../components/link-button.tsx';
import { paths } from '../../../../config/paths.ts';
import { ResultHeading } from '../../../../components/page-heading.tsx';

export function DraftLimitMessage() {
  const { t } = useTranslation('displayWizard');
  return (
    <Card>
      <Result
        status="warning"
        title={<ResultHeading>{t('draftLimit.title')}</ResultHeading>}
        subTitle={t('draftLimit.message')}
        extra={
          <LinkButton type="primary" to={paths.dashboard.displayManagement.ownList}>
            {t('draftLimit.link')}
          </LinkButton>
        }
      />
    </Card>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('displayWizard');
  return (
    <Card>
      <Result
        status="error"
        title={<ResultHeading>{t('errors.somethingWrong')}</ResultHeading>}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('errors.tryAgain')}
          </Button>
        }
      />
    </Card>
  );
}

/** Instead of the wizard: why it cannot be used here, with the way back to the display overview. */
export function Unavailable({ reason }: { reason: 'noPermission' | 'notFound' }) {
  const { t } = useTranslation('displayWizard');
  return (
    <Card>
      <Result
        status={reason === 'notFound' ? '404' : '403'}
        title={<ResultHeading>{t(`errors.${reason}`)}</ResultHeading>}
        extra={<LinkButton to={paths.dashboard.displayManagement.ownList}>{t('draftLimit.link')}</LinkButton>}
      />
    </Card>
  );
}
