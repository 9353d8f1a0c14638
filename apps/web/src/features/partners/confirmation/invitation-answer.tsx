import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PartnerInvitationItem } from '@plakat/shared';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { notify } from '../../../lib/notify.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { errorMessage } from '../../../lib/query-client.ts';
import { useAcceptPartnerInvitation, useDeclinePartnerInvitation } from '../api/invitations.ts';

/** Where the new partner shows in the partner list (searched by its id). */
const partnerListOf = (companyId: string) =>
  `${paths.dashboard.partnersManagement}?${new URLSearchParams({ idORNameOREmail: companyId })}`;

/** The invitation in full and, while it is open, accept and decline (INVITE_PARTNER). */
export function InvitationAnswer({ invitation }: { invitation: PartnerInvitationItem }) {
  const { t } = useTranslation('partners');
  const formatDate = useFormatDate();
  const canAnswer = useCan('INVITE_PARTNER');
  const accept = useAcceptPartnerInvitation();
  const decline = useDeclinePartnerInvitation();
  const company = invitation.company?.name ?? '';
  const answer = {
    onSuccess: (a: { message: string }) => notify.success(a.message),
    onError: (e: Error) => notify.error(errorMessage(e, 'update')),
  };
  const open = invitation.state === 'pending';

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {t('confirmation.title', { company })}
        </Typography.Title>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'by', label: t('confirmation.invitedBy'), children: invitation.invitedBy ?? company },
            { key: 'sent', label: t('confirmation.sent'), children: formatDate(invitation.createdAt) },
            {
              key: 'until',
              label: t('confirmation.validUntil'),
              children: formatDate(invitation.expiresAt, { withTime: true }),
            },
          ]}
        />
        {invitation.message && (
          <Card size="small" title={t('confirmation.message')}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }} data-testid="invitation-message">
              {invitation.message}
            </Typography.Paragraph>
          </Card>
        )}
        <Typography.Paragraph className="plakat-secondary" style={{ marginBottom: 0 }}>
          {t('confirmation.explain')}
        </Typography.Paragraph>
        {open && !canAnswer && <Alert type="info" showIcon title={t('confirmation.noPermission')} />}
        {open && canAnswer && (
          <Flex gap={12} wrap>
            <Button
              type="primary"
              icon={<CheckOutlined aria-hidden />}
              loading={accept.isPending}
              onClick={() => accept.mutate(invitation.id, answer)}
              data-testid="accept-invitation"
            >
              {t('confirmation.accept')}
            </Button>
            <Popconfirm
              title={t('confirmation.declineTitle')}
              description={t('confirmation.declineText', { company })}
              okText={t('confirmation.decline')}
              cancelText={t('common:actions.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => decline.mutateAsync(invitation.id, answer).catch(() => undefined)}
            >
              <Button danger icon={<CloseOutlined aria-hidden />} loading={decline.isPending}>
                {t('confirmation.decline')}
              </Button>
            </Popconfirm>
          </Flex>
        )}
        {!open && (
          <Alert
            type={invitation.state === 'accepted' ? 'success' : 'warning'}
            showIcon
            title={t(`confirmation.state.${invitation.state}`, { company })}
            data-testid="invitation-state"
            action={
              invitation.state === 'accepted' && invitation.company ? (
                <LinkButton size="small" to={partnerListOf(invitation.company.id)}>
                  {t('confirmation.toPartner')}
                </LinkButton>
              ) : undefined
            }
          />
        )}
      </Flex>
    </Card>
  );
}
