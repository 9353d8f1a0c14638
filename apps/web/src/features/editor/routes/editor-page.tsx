import { FileUnknownOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { StatusNotice } from '../../../components/status-notice.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiRequestError, leadsNowhere } from '../../../lib/api-client.ts';
import { useDesign } from '../api/designs.ts';

/**
 * /dashboard/editor/canva-design/{id}: loads the design and says why when it cannot (not found or another company's,
 * no permission, no connection). The canvas itself is drawn here once it is built (issue 24).
 */
export function DesignEditorPage() {
  const { t } = useTranslation('editor');
  const { id = '' } = useParams();
  const design = useDesign(id);
  if (design.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  if (design.isError) {
    const toList = (
      <LinkButton to={paths.dashboard.editor} type="primary">
        {t('editor.toList')}
      </LinkButton>
    );
    if (leadsNowhere(design.error)) {
      return <StatusNotice icon={FileUnknownOutlined} title={t('editor.notFound')} actions={toList} />;
    }
    if (isApiRequestError(design.error) && design.error.status === 403) {
      return <StatusNotice icon={LockOutlined} title={t('editor.noPermission')} actions={toList} />;
    }
    return (
      <StatusNotice
        title={t('editor.loadFailed')}
        actions={
          <>
            <Button onClick={() => void design.refetch()}>{t('common:actions.retry')}</Button>
            {toList}
          </>
        }
      />
    );
  }
  return <PageHeading data-testid="design-name">{design.data.name}</PageHeading>;
}
