import { MailOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationItem, InvitationStatus } from '@plakat/shared';
import { LoadFailed } from '../../../../components/load-failed.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { paths } from '../../../../config/paths.ts';
import { useDialog } from '../../../../hooks/use-dialog.ts';
import { useFormatDate } from '../../../../lib/format-date.ts';
import { notify } from '../../../../lib/notify.ts';
import { Can } from '../../../../lib/permissions.tsx';
import { errorMessage } from '../../../../lib/query-client.ts';
import { useInvitations, useResendInvitation, useWithdrawInvitation } from '../api/invitations.ts';
import { CreateUserModal } from '../components/create-user-modal.tsx';
import { InviteModal } from '../components/invite-modal.tsx';

/** The plain tags of app/plain-ui.css (their colours pass the contrast check; antd's status tags do not). */
const statusTone: Record<InvitationStatus, string> = { pending: 'blue', expired: 'orange', accepted: 'green' };

function RowActions({ invitation }: { invitation: InvitationItem }) {
  const { t } = useTranslation('invitations');
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  if (invitation.status === 'accepted') return null;
  const answer = {
    onSuccess: (a: { message: string }) => notify.success(a.message),
    onError: (e: Error) => notify.error(errorMessage(e, 'update')),
  };
  return (
    <Space wrap>
      <Button size="small" loading={resend.isPending} onClick={() => resend.mutate(invitation.id, answer)}>
        {t('actions.resend')}
      </Button>
      <Popconfirm
        title={t('withdraw.title')}
        description={t('withdraw.text', { email: invitation.email })}
        okText={t('withdraw.confirm')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => withdraw.mutateAsync(invitation.id, answer).catch(() => undefined)}
      >
        <Button size="small" danger loading={withdraw.isPending}>
          {t('actions.withdraw')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

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

  const columns: ColumnsType<InvitationItem> = [
    {
      key: 'email',
      title: t('columns.email'),
      // Who invited goes under the address: one column less, so the actions fit beside it on a laptop.
      render: (_, row) => (
        <Flex vertical>
          <span>{row.email}</span>
          {row.invitedBy && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('invitedBy', { name: row.invitedBy })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'role', title: t('columns.role'), render: (_, row) => row.role.label },
    {
      key: 'affiliation',
      title: t('columns.affiliation'),
      render: (_, row) => t(`users:affiliation.${row.affiliation}`),
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, row) => (
        <span className={`plakat-tag plakat-tag-${statusTone[row.status]}`}>{t(`status.${row.status}`)}</span>
      ),
    },
    {
      key: 'expires',
      title: t('columns.expires'),
      render: (_, row) =>
        row.status === 'accepted' ? formatDate(row.acceptedAt) : formatDate(row.expiresAt, { withTime: true }),
    },
    { key: 'actions', title: t('columns.actions'), render: (_, row) => <RowActions invitation={row} /> },
  ];

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
            scroll={{ x: 'max-content' }}
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
