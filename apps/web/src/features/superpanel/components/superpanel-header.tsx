import { LogoutOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Layout, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { paths } from '../../../config/paths.ts';
import { useSuperpanelMe } from '../api/get-superpanel-me.ts';

/** Top bar of the superpanel: logo, the admin's e-mail, language select and Logout. */
export function SuperpanelHeader({ onLogout, loggingOut }: { onLogout: () => void; loggingOut: boolean }) {
  const { t } = useTranslation('superpanel');
  const me = useSuperpanelMe();
  const screens = Grid.useBreakpoint();
  const compact = !screens.md;

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        borderBottom: '1px solid rgba(16, 35, 63, 0.08)',
        boxShadow: '0 1px 8px rgba(16, 35, 63, 0.04)',
        padding: compact ? '0 12px' : undefined,
      }}
    >
      <Flex align="center" gap={12}>
        <BrandLogo to={paths.superpanel} size={compact ? 28 : 32} />
        <Tag color="gold" variant="filled" style={{ marginInlineEnd: 0 }}>
          {t('badge')}
        </Tag>
      </Flex>
      <Flex align="center" gap={compact ? 6 : 12}>
        {!compact &&
          (me.data ? (
            <Flex align="center" gap={8} data-testid="superpanel-admin">
              <SafetyCertificateOutlined style={{ opacity: 0.6 }} aria-hidden />
              <Flex vertical style={{ lineHeight: 1.25 }}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('signedInAs')}
                </Typography.Text>
                <Typography.Text strong ellipsis style={{ maxWidth: 240 }}>
                  {me.data.email}
                </Typography.Text>
              </Flex>
            </Flex>
          ) : (
            <Skeleton.Input active size="small" style={{ width: 160 }} />
          ))}
        <LanguageSelect />
        <Button
          icon={<LogoutOutlined aria-hidden />}
          onClick={onLogout}
          loading={loggingOut}
          aria-label={t('logout')}
          data-testid="superpanel-logout"
        >
          {compact ? null : t('logout')}
        </Button>
      </Flex>
    </Layout.Header>
  );
}
