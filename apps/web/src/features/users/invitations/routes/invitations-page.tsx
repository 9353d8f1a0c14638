import { MailOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationItem } from '@plakat/shared';
import { LoadFailed } from '../../../../components/load-failed.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { paths } from '../../../../config/paths.ts';
import { useDialog } from '../../../../hooks/use-dialog.ts';
import { useFormatDate } from '../../../../lib/format-date.ts';
import { Can } from '../../../../lib/permissions.tsx';
import { useInvitations } from '../api/invitations.ts';
import { invitationColumns, invitationPhoneColumn } from '../components/invitation-columns.tsx';
import { phoneQuery, useMediaQuery } from '../../../../hooks/use-media-query.ts';
import { CreateUserModal } from '../components/create-user-modal.tsx';
import { InviteModal } from '../components/invite-modal.tsx';

/**
 * /dashboard/user-management/invitations: the company's invitations with their state and expiry, resend and withdraw,
 * and the "Invite users" (INVITE_USERS) and "Create user" (CREATE_USER) dialogs.
 */
export function InvitationsPage() {
  const { t } = useTranslation('invitations');
  const formatDate = useFormatDate();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(20);
  const list = useInvitations(page, perPage);
  const { dialog, open, close } = useDialog<'invite' | 'create'>();

  const phone = useMediaQuery(phoneQuery);
  const columns = phone ? [invitationPhoneColumn(t, formatDate)] : invitationColumns(t, formatDate);

  return (
    <Flex vertical gap={24} style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }}>
      <PageHeader
        back={paths.dashboard.userManagement.root}
        backLabel={t('back')}
        icon={<MailOutlined />}
        color="#722ed1"
        title={t('heading')}
        intro={t('intro')}
        extra={
          <Space wrap>
            <Can permission="CREATE_USER">
              <Button
                icon={<UserAddOutlined aria-hidden />}
                onClick={() => open('create')}
                data-testid="open-create-user"
              >
                {t('create.open')}
              </Button>
            </Can>
            <Button
              type="primary"
              icon={<MailOutlined aria-hidden />}
              onClick={() => open('invite')}
              data-testid="open-invite"
            >
              {t('invite.open')}
            </Button>
          </Space>
        }
      />
      <Card>
        {list.isError ? (
          <LoadFailed title={t('loadFailed')} retry={t('common:actions.retry')} onRetry={() => list.refetch()} />
        ) : (
          <Table<InvitationItem>
            rowKey="id"
            columns={columns}
            dataSource={list.data?.items}
            loading={list.isPending || list.isFetching}
            scroll={phone ? undefined : { x: 'max-content' }}
            locale={{ emptyText: t('empty') }}
            pagination={{
              current: page,
              pageSize: perPage,
              total: list.data?.totalCount ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              onChange: (next, size) => {
                setPage(size === perPage ? next : 1);
                setPerPage(size);
              },
            }}
          />
        )}
      </Card>
      {dialog === 'invite' && <InviteModal onClose={close} />}
      {dialog === 'create' && <CreateUserModal onClose={close} />}
    </Flex>
  );
}
