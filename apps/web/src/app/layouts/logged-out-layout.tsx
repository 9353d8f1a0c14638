import { Flex, theme as antdTheme } from 'antd';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { FooterNote } from '../../components/footer-note.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { paths } from '../../config/paths.ts';
import { brandColors, theme } from '../theme.ts';

const layoutTheme = theme.components?.Layout;

/**
 * Logged-out pages (platform spec §2): logo, language selector and the page in a centred card. The card is drawn
 * here as antd's borderless Card draws it, and the frame with plain header, main and footer elements styled as antd's
 * Layout draws them: antd's Card brings its tabs and their dropdown menu along, and its Layout the collapsible Sider
 * with its styles, too much for the login page's budget (scripts/check-bundle-budget.mjs).
 */
export function LoggedOutLayout() {
  const { token } = antdTheme.useToken();
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        color: token.colorText,
        fontSize: token.fontSize,
        fontFamily: token.fontFamily,
        background: `radial-gradient(1200px 600px at 100% -10%, ${brandColors.primary}1f, transparent 60%),
          radial-gradient(900px 500px at -10% 110%, ${brandColors.accent}26, transparent 60%), ${brandColors.surface}`,
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          height: layoutTheme?.headerHeight,
          padding: layoutTheme?.headerPadding,
        }}
      >
        <BrandLogo to={paths.home} />
        <LanguageSelect />
      </header>
      <main
        style={{
          flex: 'auto',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          padding: '24px 16px 48px',
        }}
      >
        <div style={{ width: '100%', maxWidth: 460 }}>
          <div
            style={{
              position: 'relative',
              boxSizing: 'border-box',
              padding: '32px 32px 28px',
              color: token.colorText,
              fontSize: token.fontSize,
              lineHeight: token.lineHeight,
              fontFamily: token.fontFamily,
              background: token.colorBgContainer,
              borderRadius: theme.components?.Card?.borderRadiusLG,
              boxShadow: '0 12px 40px rgba(16, 35, 63, 0.10), 0 2px 6px rgba(16, 35, 63, 0.06)',
            }}
          >
            <Outlet />
          </div>
        </div>
      </main>
      <footer style={{ textAlign: 'center', padding: layoutTheme?.footerPadding }}>
        <Flex justify="center" align="center" gap={8} wrap>
          <FooterNote />
        </Flex>
      </footer>
    </div>
  );
}
