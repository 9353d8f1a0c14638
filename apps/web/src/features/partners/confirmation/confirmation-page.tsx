import { ApartmentOutlined } from '@ant-design/icons';
import { Alert, Flex } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { leadsNowhere } from '../../../lib/api-client.ts';
import { readInvitation } from '../../../lib/invitation.ts';
import { forgetInvitation } from '../../../lib/invitation-memory.ts';
import { usePartnerInvitation } from '../api/invitations.ts';
import { InvitationAnswer } from './invitation-answer.tsx';

/**
 * /dashboard/partnersInvitationConfirmation?companyId&invitationId (platform spec §2): the invited company sees who
 * invites it, with the message, and accepts or declines. The mail's link leads here through login or registration.
 */
export function PartnerInvitationConfirmationPage() {
  const { t } = useTranslation('partners');
  const [params] = useSearchParams();
  const invitation = readInvitation(params);
  return (
    <Flex vertical gap={24} style={{ maxWidth: 760, width: '100%', margin: '0 auto' }}>
      <PageHeader
        back={paths.dashboard.partnersManagement}
        backLabel={t('confirmation.back')}
        icon={<ApartmentOutlined />}
        color="#13c2c2"
        title={t('confirmation.heading')}
      />
      {invitation ? (
        <Invitation companyId={invitation.companyId} invitationId={invitation.invitationId} />
      ) : (
        <Alert type="warning" showIcon title={t('confirmation.incomplete')} data-testid="confirmation-incomplete" />
      )}
    </Flex>
  );
}

function Invitation({ companyId, invitationId }: { companyId: string; invitationId: string }) {
  const { t } = useTranslation('partners');
  const query = usePartnerInvitation(invitationId);
  // Seen: a remembered invitation (one that led to a registration) no longer sends the next login here.
  useEffect(forgetInvitation, []);
  if (query.isPending) return <FullPageSpinner minHeight={240} />;
  // Another company's invitation, an altered link or a malformed id: the same answer, nothing to act on.
  if (leadsNowhere(query.error) || (query.data && query.data.company?.id !== companyId)) return <NotFoundPage />;
  if (query.isError || !query.data) {
    return (
      <LoadFailed title={t('confirmation.loadFailed')} retry={t('common:actions.retry')} onRetry={query.refetch} />
    );
  }
  return <InvitationAnswer invitation={query.data} />;
}
