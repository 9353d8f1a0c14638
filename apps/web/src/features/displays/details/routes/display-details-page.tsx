import { CloseOutlined, PrinterOutlined, ProfileOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { isApiRequestError } from '../../../../lib/api-client.ts';
import { useDisplayDetails } from '../../api/get-expanded-info.ts';
import { DisplayDetailsBlocks } from '../components/display-details-blocks.tsx';
import { PageHeading } from '../../../../components/page-heading.tsx';
import { PairScreen } from '../../pairing/components/lazy-pairing.tsx';
import { DisplayStatusSections } from '../../../display-status/index.ts';

/** Print layout: only the details, without the app's header, footer and buttons. */
const printCss = `@media print {
  .ant-layout-header, .ant-layout-footer, .no-print, .ant-message, .ant-notification { display: none !important; }
  .ant-layout, .ant-layout-content { background: #fff !important; padding: 0 !important; margin: 0 !important; }
  .print-block { break-inside: avoid; box-shadow: none !important; }
  body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

/** /dashboard/display-management/own-list/{id}: every block of spec 02 §2 'Display details page', Print and Exit. */
export function DisplayDetailsPage() {
  const { t } = useTranslation('displays');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const details = useDisplayDetails(id);
  const exit = () => navigate(paths.dashboard.displayManagement.ownList);
  return (
    <Flex vertical gap={16} style={{ width: '100%', maxWidth: 1280, margin: '0 auto' }}>
      <style>{printCss}</style>
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Flex align="center" gap={12}>
          <ProfileOutlined style={{ fontSize: 28, color: '#1677ff' }} aria-hidden />
          <div>
            <PageHeading style={{ margin: 0 }}>{t('details.heading')}</PageHeading>
            {details.data && (
              <Typography.Text type="secondary" style={{ wordBreak: 'break-word' }}>
                {t('details.subheading', { id: details.data.onlineId, title: details.data.title })}
              </Typography.Text>
            )}
          </div>
        </Flex>
        <Flex gap={8} wrap className="no-print">
          {details.data && <PairScreen display={details.data} />}
          <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()} disabled={!details.data}>
            {t('actions.print')}
          </Button>
          <Button icon={<CloseOutlined aria-hidden />} onClick={exit}>
            {t('actions.exit')}
          </Button>
        </Flex>
      </Flex>
      {details.isPending ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" />
          <Typography.Text style={{ marginInlineStart: 12 }}>{t('states.loading')}</Typography.Text>
        </Flex>
      ) : details.isError ? (
        <Alert
          type="error"
          showIcon
          title={
            isApiRequestError(details.error) && (details.error.status === 404 || details.error.status === 400)
              ? t('errors.notFound')
              : t('errors.loadFailed')
          }
          action={
            <Button size="small" onClick={exit}>
              {t('actions.exit')}
            </Button>
          }
        />
      ) : (
        <DisplayDetailsBlocks d={details.data} />
      )}
      {details.data && <DisplayStatusSections display={details.data} />}
    </Flex>
  );
}
