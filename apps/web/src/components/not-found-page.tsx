import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';
import { LinkButton } from './link-button.tsx';

/** Public page for /not-found and every unknown address. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.text')}
      extra={
        <LinkButton to={paths.home} type="primary">
          {t('notFound.home')}
        </LinkButton>
      }
    />
  );
}
