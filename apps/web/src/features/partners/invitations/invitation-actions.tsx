import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartnerInvitationItem } from '@plakat/shared';
import { invitationConfirmationPath } from '../../../lib/invitation.ts';
import { notify } from '../../../lib/notify.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { errorMessage } from '../../../lib/query-client.ts';
import { useResendPartnerInvitation, useWithdrawPartnerInvitation } from '../api/invitations.ts';

const answer = {
  onSuccess: (a: { message: string }) => notify.success(a.message),
  onError: (e: Error) => notify.error(errorMessage(e, 'update')),
};

/**
 * What can be done with an invitation: a sent one that is open (or ran out) is resent or withdrawn; a received open
 * one is answered on the confirmation page, where the inviting company and its message are shown in full.
 */
export function InvitationActions({ invitation }: { invitation: PartnerInvitationItem }) {
  const { t } = useTranslation('partners');
  const canInvite = useCan('INVITE_PARTNER');
  const resend = useResendPartnerInvitation();
  const withdraw = useWithdrawPartnerInvitation();
  const open = invitation.state === 'pending' || invitation.state === 'expired';
  if (!canInvite || !open) return null;
  if (invitation.direction === 'received') {
    if (invitation.state !== 'pending' || !invitation.company) return null;
    return (
      <Link to={invitationConfirmationPath({ companyId: invitation.company.id, invitationId: invitation.id })}>
        <Button size="small" type="primary">
          {t('invitations.actions.answer')}
        </Button>
      </Link>
    );
  }
  const target = invitation.company?.name ?? invitation.email;
  return (
    <Space wrap>
      <Button size="small" loading={resend.isPending} onClick={() => resend.mutate(invitation.id, answer)}>
        {t('invitations.actions.resend')}
      </Button>
      <Popconfirm
        title={t('invitations.withdraw.title')}
        description={t('invitations.withdraw.text', { target })}
        okText={t('invitations.withdraw.confirm')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => withdraw.mutateAsync(invitation.id, answer).catch(() => undefined)}
      >
        <Button size="small" danger loading={withdraw.isPending}>
          {t('invitations.actions.withdraw')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
