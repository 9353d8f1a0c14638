import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyAvatar } from '../../../components/company-avatar.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { useChangeCompanyLogo, useCompanyLogo } from '../api/company-logo.ts';

const accept = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * The company tab's logo: what partners see beside the company's name (the share options, the partner display
 * overview, the partner list). The owner uploads or removes it; the server checks the picture by its bytes.
 */
export function CompanyLogo() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const logo = useCompanyLogo();
  const change = useChangeCompanyLogo();
  const isOwner = profile.data?.userType === 'companyOwner';
  const name = profile.data?.company?.name ?? '';
  const url = logo.data?.logoThumbUrl ?? null;

  return (
    <Flex vertical gap={8} style={{ marginBottom: 24 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('logo.heading')}
      </Typography.Title>
      <Flex align="center" gap={16} wrap>
        <CompanyAvatar name={name} logoUrl={url} size={64} />
        {isOwner ? (
          <Flex gap={8} wrap>
            <Upload
              accept={accept}
              showUploadList={false}
              maxCount={1}
              beforeUpload={(file) => {
                change.mutate(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined aria-hidden />} loading={change.isPending && change.variables !== null}>
                {url ? t('logo.replace') : t('logo.upload')}
              </Button>
            </Upload>
            {url && (
              <Button
                icon={<DeleteOutlined aria-hidden />}
                loading={change.isPending && change.variables === null}
                onClick={() => change.mutate(null)}
              >
                {t('logo.remove')}
              </Button>
            )}
          </Flex>
        ) : null}
      </Flex>
      <Typography.Text type="secondary">{isOwner ? t('logo.hint') : t('logo.ownerOnly')}</Typography.Text>
    </Flex>
  );
}
