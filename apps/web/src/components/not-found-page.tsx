import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';
import { useLoginData } from '../lib/auth-storage.ts';
import { LinkButton } from './link-button.tsx';
import { ResultHeading } from './page-heading.tsx';

/**
 * /not-found and every unknown address: for a logged-in user inside the logged-in layout with a way to the
 * dashboard, else with a way to the start page.
 */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const loggedIn = useLoginData() !== null;
  return (
    <Result
      // antd's 404 picture names itself 'No Found' (its SVG title) in every language: shown, not read out.
      icon={
        <div aria-hidden style={{ lineHeight: 0 }}>
          <Result.PRESENTED_IMAGE_404 />
        </div>
      }
      title={<ResultHeading>{t('notFound.title')}</ResultHeading>}
      subTitle={t('notFound.text')}
      extra={
        loggedIn ? (
          <LinkButton to={paths.dashboard.root} type="primary">
            {t('actions.backToDashboard')}
          </LinkButton>
        ) : (
          <LinkButton to={paths.home} type="primary">
            {t('notFound.home')}
          </LinkButton>
        )
      }
    />
  );
}
