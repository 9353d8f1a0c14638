import { ArrowLeftOutlined, RocketOutlined, ToolOutlined } from '@ant-design/icons';
import { Card, Result, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import { PageHeading } from '../../../components/page-heading.tsx';

const d = paths.dashboard;

/** The placeholder sections of platform spec §1: planned for a later version of the product. */
const futureSections: readonly string[] = [
  d.broadcast,
  d.commercial,
  d.advertisingBreak,
  d.statistics,
  d.credits,
  d.tariffAndPackages,
  d.account,
];

/** The i18n key of the route's title ('titles.broadcast'); the same name the browser title shows. */
function useRouteTitleKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as { title?: unknown } | undefined;
    if (typeof handle?.title === 'string') return handle.title;
  }
  return undefined;
}

/**
 * Platform spec §2 'Placeholder page': 'Under Development' or 'Future Section', the section's name and a way back
 * to the dashboard. Also stands in for the sections later issues build.
 */
export function PlaceholderPage() {
  const { t } = useTranslation('placeholders');
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const titleKey = useRouteTitleKey();
  const future = futureSections.includes(pathname.replace(/\/+$/, ''));
  const section = titleKey ? t(titleKey, { ns: 'common' }) : t('thisSection');

  return (
    <Card variant="borderless">
      <Result
        icon={
          future ? (
            <RocketOutlined style={{ color: '#722ed1' }} aria-hidden />
          ) : (
            <ToolOutlined style={{ color: token.colorPrimary }} aria-hidden />
          )
        }
        title={
          <>
            <Tag color={future ? 'purple' : 'blue'} style={{ marginBottom: 12 }}>
              {future ? t('futureSection') : t('underDevelopment')}
            </Tag>
            <PageHeading style={{ margin: 0 }}>{section}</PageHeading>
          </>
        }
        subTitle={future ? t('futureText', { section }) : t('underDevelopmentText', { section })}
        extra={
          <LinkButton type="primary" icon={<ArrowLeftOutlined aria-hidden />} to={paths.dashboard.root}>
            {t('backToDashboard')}
          </LinkButton>
        }
      />
    </Card>
  );
}
