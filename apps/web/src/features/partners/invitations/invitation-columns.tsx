import { Flex, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { PartnerInvitationItem, PartnerInvitationState } from '@plakat/shared';
import type { useFormatDate } from '../../../lib/format-date.ts';
import { InvitationActions } from './invitation-actions.tsx';

type T = TFunction<'partners'>;
type FormatDate = ReturnType<typeof useFormatDate>;

/** The plain tags of app/plain-ui.css (their colours pass the contrast check). */
const stateTone: Record<PartnerInvitationState, string> = {
  pending: 'blue',
  expired: 'orange',
  accepted: 'green',
  declined: 'red',
  withdrawn: 'purple',
};

const stateTag = (t: T, row: PartnerInvitationItem) => (
  <span className={`plakat-tag plakat-tag-${stateTone[row.state]}`}>{t(`invitations.state.${row.state}`)}</span>
);

function Company({ t, row }: { t: T; row: PartnerInvitationItem }) {
  return (
    <Flex vertical>
      <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
        {row.company?.name ?? t('invitations.notRegistered')}
      </Typography.Text>
      <span style={{ overflowWrap: 'anywhere' }}>
        {row.direction === 'received' ? t('invitations.sentTo', { email: row.email }) : row.email}
      </span>
      {row.invitedBy && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('invitations.invitedBy', { name: row.invitedBy })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Plain text (never markup), cut after three lines; the whole message shows on hover and on the confirmation page. */
const message = (row: PartnerInvitationItem) =>
  row.message ? (
    <Typography.Paragraph
      ellipsis={{ rows: 3, tooltip: row.message }}
      style={{ marginBottom: 0, maxWidth: 300, whiteSpace: 'pre-line' }}
    >
      {row.message}
    </Typography.Paragraph>
  ) : null;

const when = (t: T, row: PartnerInvitationItem, formatDate: FormatDate) =>
  row.answeredAt
    ? t(`invitations.dateOf.${row.state}`, { date: formatDate(row.answeredAt) })
    : t(`invitations.dateOf.${row.state}`, { date: formatDate(row.expiresAt, { withTime: true }) });

/** The state with its date, and when it was sent. */
function State({ t, row, formatDate }: { t: T; row: PartnerInvitationItem; formatDate: FormatDate }) {
  return (
    <Flex vertical gap={4} align="flex-start">
      {stateTag(t, row)}
      <span>{when(t, row, formatDate)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('invitations.sentOn', { date: formatDate(row.createdAt) })}
      </Typography.Text>
    </Flex>
  );
}

const direction = (t: T, row: PartnerInvitationItem) => t(`invitations.direction.${row.direction}`);

export function invitationColumns(t: T, formatDate: FormatDate): ColumnType<PartnerInvitationItem>[] {
  return [
    { key: 'company', title: t('invitations.columns.company'), render: (_, row) => <Company t={t} row={row} /> },
    { key: 'direction', title: t('invitations.columns.direction'), render: (_, row) => direction(t, row) },
    { key: 'message', title: t('invitations.columns.message'), render: (_, row) => message(row) },
    {
      key: 'state',
      title: t('invitations.columns.state'),
      render: (_, row) => <State t={t} row={row} formatDate={formatDate} />,
    },
    {
      key: 'actions',
      title: t('invitations.columns.actions'),
      render: (_, row) => <InvitationActions invitation={row} />,
    },
  ];
}

/** Phones: one column with everything stacked, the actions in sight instead of scrolled away. */
export function invitationPhoneColumn(t: T, formatDate: FormatDate): ColumnType<PartnerInvitationItem> {
  return {
    key: 'invitation',
    title: t('invitations.columns.company'),
    render: (_, row) => (
      <Flex vertical gap={6} align="flex-start">
        <Company t={t} row={row} />
        <span>{direction(t, row)}</span>
        {message(row)}
        <State t={t} row={row} formatDate={formatDate} />
        <InvitationActions invitation={row} />
      </Flex>
    ),
  };
}
