import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useSuperpanelCompany } from '../api/get-superpanel-company.ts';
import { CompanyFacts, CompanyFigures } from '../components/company-facts.tsx';
import { CompanyMembers } from '../components/company-members.tsx';
import { CompanyStatusButton } from '../components/company-status-button.tsx';
import { CompanyStatusTag } from '../components/company-status-tag.tsx';
import { SuperpanelLayout } from '../components/superpanel-layout.tsx';

/**
 * /superpanel/companies/{companyId}: one company, read-only: its data and owner, members by status, roles, displays
 * by state, media and storage; block or unblock is the only action.
 */
export function SuperpanelCompanyPage() {
  const { t } = useTranslation('superpanel');
  const { companyId = '' } = useParams();
  const company = useSuperpanelCompany(companyId);
  const data = company.data;

  return (
    <SuperpanelLayout>
      <Flex vertical gap={20}>
        <div>
          <LinkButton to={paths.superpanel} type="link" icon={<ArrowLeftOutlined aria-hidden />} style={{ padding: 0 }}>
            {t('overview.back')}
          </LinkButton>
        </div>
        {company.isError && (
          <LoadFailed title={t('overview.loadFailed')} retry={t('overview.retry')} onRetry={() => company.refetch()} />
        )}
        {company.isPending && <Skeleton active />}
        {data && (
          <>
            <Flex align="center" justify="space-between" gap={16} wrap>
              <Flex align="center" gap={12} wrap style={{ minWidth: 0 }}>
                <PageHeading style={{ margin: 0, overflowWrap: 'anywhere' }}>{data.name}</PageHeading>
                <CompanyStatusTag status={data.status} />
              </Flex>
              <CompanyStatusButton company={data} />
            </Flex>
            <Typography.Text type="secondary">{t('overview.readOnly')}</Typography.Text>
            <CompanyFigures company={data} />
            <CompanyFacts company={data} />
            <CompanyMembers company={data} />
          </>
        )}
      </Flex>
    </SuperpanelLayout>
  );
}
