import { FileUnknownOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Flex, Spin } from 'antd';
import { type DesignDocument, isCurrentDesignDocument } from '@plakat/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { StatusNotice } from '../../../components/status-notice.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiRequestError, leadsNowhere } from '../../../lib/api-client.ts';
import { type DesignAnswer, useDesign } from '../api/designs.ts';
import { designStage, loadDesignFonts } from '../canvas/index.ts';
import { DesignWorkspace } from '../workspace/design-workspace.tsx';

/**
 * /dashboard/editor/canva-design/{id}: loads the design and says why when it cannot (not found or another company's,
 * no permission, no connection), then opens it on the canvas.
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
  return <DesignCanvas key={design.data.id} design={design.data} />;
}

/**
 * The loaded design on its canvas: its document of the current version (another one says so instead of drawing), konva and the document's fonts loaded first (canvas/index.ts), so text is measured in its own font.
 */
function DesignCanvas({ design }: { design: DesignAnswer }) {
  const { t } = useTranslation('designEditor');
  const document = useMemo(() => {
    // The server checked and migrated it; a document of another version (a newer server) is not guessed at.
    return isCurrentDesignDocument(design.document) ? (design.document as unknown as DesignDocument) : null;
  }, [design.document]);
  const stage = useQuery({
    queryKey: ['design-stage', design.id],
    queryFn: async () => {
      const [Stage] = await Promise.all([designStage(), document ? loadDesignFonts(document) : null]);
      return { Stage };
    },
    enabled: document !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (!document) {
    return (
      <StatusNotice
        icon={FileUnknownOutlined}
        title={t('page.unreadable')}
        actions={
          <LinkButton to={paths.dashboard.editor} type="primary">
            {t('toolbar.designs')}
          </LinkButton>
        }
      />
    );
  }
  if (!stage.data) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" tip={t('page.loading')}>
          <div style={{ width: 200, height: 80 }} />
        </Spin>
      </Flex>
    );
  }
  return <DesignWorkspace design={{ ...design, document }} Stage={stage.data.Stage} />;
}
