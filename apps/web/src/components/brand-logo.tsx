import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productName } from '@plakat/shared';
import { brandColors } from '../app/theme.ts';

/** Logo and 'Plakat' wordmark, linking to `to`. */
export function BrandLogo({ to, size = 32, inverted = false }: { to: string; size?: number; inverted?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Link to={to} aria-label={t('layout.homeLink')} style={{ display: 'inline-flex', textDecoration: 'none' }}>
      <Flex align="center" gap={10}>
        <img src="/logo.svg" alt={t('layout.logoAlt')} width={size} height={size} style={{ display: 'block' }} />
        <span
          style={{
            fontSize: Math.round(size * 0.62),
            fontWeight: 700,
            letterSpacing: '-0.02em',
            color: inverted ? '#ffffff' : brandColors.ink,
            lineHeight: 1,
          }}
        >
          {productName}
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 6,
              height: 6,
              marginLeft: 2,
              borderRadius: 2,
              background: brandColors.accent,
            }}
          />
        </span>
      </Flex>
    </Link>
  );
}
