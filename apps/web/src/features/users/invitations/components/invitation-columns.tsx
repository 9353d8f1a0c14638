import { Button, Flex, Popconfirm, Space, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { InvitationItem, InvitationStatus } from '@plakat/shared';
import type { useFormatDate } from '../../../../lib/format-date.ts';
import { notify } from '../../../../lib/notify.ts';
import { errorMessage } from '../../../../lib/query-client.ts';
import { useResendInvitation, useWithdrawInvitation } from '../api/invitations.ts';

type T = TFunction<'invitations'>;
type FormatDate = ReturnType<typeof useFormatDate>;

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

function Email({ t, row }: { t: T; row: InvitationItem }) {
  return (
    <Flex vertical>
      <span style={{ overflowWrap: 'anywhere' }}>{row.email}</span>
      {row.invitedBy && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('invitedBy', { name: row.invitedBy })}
        </Typography.Text>
      )}
    </Flex>
  );
}

const status = (t: T, row: InvitationItem) => (
  <span className={`plakat-tag plakat-tag-${statusTone[row.status]}`}>{t(`status.${row.status}`)}</span>
);
const expires = (row: InvitationItem, formatDate: FormatDate) =>
  row.status === 'accepted' ? formatDate(row.acceptedAt) : formatDate(row.expiresAt, { withTime: true });

/** The invitations table's columns on wider screens. Who invited goes under the address, so the actions fit beside. */
export function invitationColumns(t: T, formatDate: FormatDate): ColumnType<InvitationItem>[] {
  return [
    { key: 'email', title: t('columns.email'), render: (_, row) => <Email t={t} row={row} /> },
    { key: 'role', title: t('columns.role'), render: (_, row) => row.role.label },
    {
      key: 'affiliation',
      title: t('columns.affiliation'),
      render: (_, row) => t(`users:affiliation.${row.affiliation}`),
    },
    { key: 'status', title: t('columns.status'), render: (_, row) => status(t, row) },
    { key: 'expires', title: t('columns.expires'), render: (_, row) => expires(row, formatDate) },
    { key: 'actions', title: t('columns.actions'), render: (_, row) => <RowActions invitation={row} /> },
  ];
}

/** Phones (below 576 px): one column with everything stacked, the actions in sight instead of scrolled away. */
export function invitationPhoneColumn(t: T, formatDate: FormatDate): ColumnType<InvitationItem> {
  return {
    key: 'invitation',
    title: t('columns.email'),
    render: (_, row) => (
      <Flex vertical gap={6} align="flex-start">
        <Email t={t} row={row} />
        <span>{`${row.role.label} · ${t(`users:affiliation.${row.affiliation}`)}`}</span>
        <Flex gap={8} align="center" wrap>
          {status(t, row)}
          <span className="plakat-secondary">{t(`dateOf.${row.status}`, { date: expires(row, formatDate) })}</span>
        </Flex>
        <RowActions invitation={row} />
      </Flex>
    ),
  };
}
