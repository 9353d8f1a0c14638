import { SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { PageHeader } from '../../../../components/page-header.tsx';

/** Header with the way back to the overview, and the form in a card. `texts` is a key of the displays namespace. */
export function DetailedSearchPage({
  texts,
  back,
  children,
}: {
  texts: 'ownSearch' | 'partnerSearch';
  back: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('displays');
  return (
    <Flex vertical gap={24} style={{ maxWidth: 1080, width: '100%', margin: '0 auto' }}>
      <PageHeader
        back={paths.dashboard.displayManagement.root}
        backLabel={t('back.displayManagement')}
        icon={<SearchOutlined />}
        title={t(`${texts}.heading`)}
        intro={t(`${texts}.intro`)}
        extra={
          <Link to={back}>
            <UnorderedListOutlined aria-hidden /> {t('actions.toOverview')}
          </Link>
        }
      />
      <Card title={t(`${texts}.title`)}>{children}</Card>
    </Flex>
  );
}
