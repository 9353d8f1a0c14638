import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** The gold of antd's filled gold Tag (palette step 1) and the theme's darker text shade for it (app/theme.ts). */
const badge = { background: '#fffbe6', color: '#874d00' };

/**
 * Copyright and the version label of both layouts' footers, drawn as antd's secondary Text and filled gold Tag draw
 * them: the logged-out footer must not bring Typography and Tag to the login page (scripts/check-bundle-budget.mjs).
 */
export function FooterNote() {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <>
      <span style={{ color: token.colorTextDescription }}>
        {t('layout.copyright', { year: new Date().getFullYear() })}
      </span>
      <span
        data-testid="version-label"
        style={{
          ...badge,
          display: 'inline-block',
          paddingInline: 7,
          border: `${token.lineWidth}px solid transparent`,
          borderRadius: token.borderRadiusSM,
          fontSize: token.fontSizeSM,
          lineHeight: `${Math.round(token.lineHeightSM * token.fontSizeSM)}px`,
          whiteSpace: 'nowrap',
        }}
      >
        {t('layout.versionLabel')}
      </span>
    </>
  );
}
