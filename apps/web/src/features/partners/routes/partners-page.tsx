import { ApartmentOutlined, MailOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { Panel } from '../../../components/panel.tsx';
import { paths } from '../../../config/paths.ts';
import { useDialog } from '../../../hooks/use-dialog.ts';
import { useOverview } from '../../../hooks/use-overview.ts';
import { useTabItem } from '../../../hooks/use-tab-item.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { InvitationsTab } from '../invitations/invitations-tab.tsx';
import { InvitePartnerModal } from '../invitations/invite-partner-modal.tsx';
import { type PartnerTab, partnerPageSearch } from '../lib/partner-search.ts';
import { PartnersTab } from '../list/partners-tab.tsx';

/**
 * /dashboard/partners-management (issue 23): the partner list and, in their own tab, the invitations sent and
 * received. The tab and both filters live in the address; "Invite partner" needs INVITE_PARTNER.
 */
export function PartnersPage() {
  const { t } = useTranslation('partners');
  const overview = useOverview(partnerPageSearch);
  const tab: PartnerTab = overview.values.tab ?? 'partners';
  const canInvite = useCan('INVITE_PARTNER');
  const { dialog, open, close } = useDialog<'invite'>();
  const tabItem = useTabItem();
  // A new tab starts a fresh search: the filters of one tab mean nothing to the other.
  const showTab = (next: string) => overview.set({ tab: next === 'partners' ? undefined : (next as PartnerTab) });

  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      <PageHeader
        back={paths.dashboard.root}
        backLabel={t('back')}
        icon={<ApartmentOutlined />}
        color="#13c2c2"
        title={t('heading')}
        intro={t('intro')}
        extra={
          canInvite && (
            <Button
              type="primary"
              icon={<UserAddOutlined aria-hidden />}
              onClick={() => open('invite')}
              data-testid="open-invite-partner"
            >
              {t('invite.open')}
            </Button>
          )
        }
      />
      <Panel>
        <Tabs
          activeKey={tab}
          onChange={showTab}
          destroyOnHidden
          items={[
            tabItem('partners', t('tabs.partners'), TeamOutlined, <PartnersTab overview={overview} />),
            tabItem('invitations', t('tabs.invitations'), MailOutlined, <InvitationsTab overview={overview} />),
          ]}
        />
      </Panel>
      {dialog === 'invite' && (
        <InvitePartnerModal onClose={close} onSent={() => overview.set({ tab: 'invitations', direction: 'sent' })} />
      )}
    </Flex>
  );
}
