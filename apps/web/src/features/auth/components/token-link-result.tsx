import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { ResultHeading } from '../../../components/page-heading.tsx';
import { errorMessage } from '../../../lib/query-client.ts';

/**
 * A page a mailed link opens (`?token=…`): the call runs once on arrival (a query keyed by the token) and the page
 * shows its outcome with the texts under `auth:<texts>` (successTitle, failedTitle, missingToken).
 */
export function TokenLinkResult({
  texts,
  useConfirm,
  next,
  testId,
}: {
  texts: 'verify' | 'changeEmail';
  useConfirm: (token: string) => UseQueryResult<{ message: string }>;
  next: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirmation = useConfirm(token);
  const failed = (subTitle: string) => (
    <Result
      status="error"
      icon={<CloseCircleFilled aria-hidden />}
      title={<ResultHeading>{t(`${texts}.failedTitle`)}</ResultHeading>}
      subTitle={subTitle}
      extra={next}
      data-testid={`${testId}-failed`}
    />
  );

  if (!token) return failed(t(`${texts}.missingToken`));
  if (confirmation.isPending) return <FullPageSpinner minHeight={240} />;
  if (confirmation.isError) return failed(errorMessage(confirmation.error, 'update'));
  return (
    <Result
      status="success"
      icon={<CheckCircleFilled aria-hidden />}
      title={<ResultHeading>{t(`${texts}.successTitle`)}</ResultHeading>}
      subTitle={confirmation.data.message}
      extra={next}
      data-testid={`${testId}-success`}
    />
  );
}
