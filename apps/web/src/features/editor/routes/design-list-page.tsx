import { AppstoreOutlined, HighlightOutlined, PlusOutlined, SnippetsOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignKind } from '@plakat/shared';
import { PageHeader } from '../../../components/page-header.tsx';
import { Panel } from '../../../components/panel.tsx';
import { paths } from '../../../config/paths.ts';
import { useDialog } from '../../../hooks/use-dialog.ts';
import { useOverview } from '../../../hooks/use-overview.ts';
import { useTabItem } from '../../../hooks/use-tab-item.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import type { DesignListItem } from '../api/designs.ts';
import { NewDesignModal } from '../create/new-design-modal.tsx';
import { designPageSearch } from '../lib/design-search.ts';
import type { DesignAction } from '../lib/card-actions.ts';
import { DeleteDesignModal } from '../list/delete-design-modal.tsx';
import { DesignsTab } from '../list/designs-tab.tsx';
import { RenameDesignModal } from '../list/rename-design-modal.tsx';
import { useCopyDesign } from '../list/use-copy-design.ts';

type Dialog =
  | { kind: 'new'; template?: DesignListItem }
  | { kind: 'rename'; design: DesignListItem }
  | { kind: 'delete'; design: DesignListItem };

/**
 * /dashboard/editor (issue 24): the company's designs and, in their own tab, its templates, as cards with their
 * thumbnails; search by name, sort, paging and the tab live in the address. "New design" needs
 * ADDSPOT_CREATE_IN_EDITOR, as do duplicating and saving as a template; renaming and deleting need
 * ADDSPOT_EDIT_IN_EDITOR.
 */
export function DesignListPage() {
  const { t } = useTranslation('editor');
  const overview = useOverview(designPageSearch);
  const kind: DesignKind = overview.values.kind ?? 'designs';
  const canCreate = useCan('ADDSPOT_CREATE_IN_EDITOR');
  const canEdit = useCan('ADDSPOT_EDIT_IN_EDITOR');
  const may = { create: canCreate, edit: canEdit };
  const { dialog, open, close } = useDialog<Dialog>();
  const tabItem = useTabItem();
  const copy = useCopyDesign();
  // A new tab starts a fresh search (a name searched among designs means nothing among templates); the page size stays.
  const showTab = (next: string) =>
    overview.set({ kind: next === 'templates' ? 'templates' : undefined, perPage: overview.values.perPage });
  const onAction = useCallback(
    (action: DesignAction, design: DesignListItem) => {
      if (action === 'rename' || action === 'delete') open({ kind: action, design });
      else if (action === 'useTemplate') open({ kind: 'new', template: design });
      else copy(action, design);
    },
    [open, copy],
  );
  const create = () => open({ kind: 'new' });
  const tab = <DesignsTab overview={overview} may={may} onAction={onAction} onCreate={create} />;

  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      <PageHeader
        back={paths.dashboard.root}
        backLabel={t('back')}
        icon={<HighlightOutlined />}
        color="#9254de"
        title={t('heading')}
        intro={t('intro')}
        extra={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create} data-testid="new-design">
              {t('create.open')}
            </Button>
          )
        }
      />
      <Panel>
        <Tabs
          activeKey={kind}
          onChange={showTab}
          destroyOnHidden
          items={[
            tabItem('designs', t('tabs.designs'), AppstoreOutlined, kind === 'designs' && tab),
            tabItem('templates', t('tabs.templates'), SnippetsOutlined, kind === 'templates' && tab),
          ]}
        />
      </Panel>
      {dialog?.kind === 'new' && <NewDesignModal template={dialog.template} onClose={close} />}
      {dialog?.kind === 'rename' && <RenameDesignModal design={dialog.design} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteDesignModal design={dialog.design} onClose={close} />}
    </Flex>
  );
}
