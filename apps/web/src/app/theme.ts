import type { ThemeConfig } from 'antd';

export const brandColors = { primary: '#1f4e8c', accent: '#f5b301', ink: '#10233f', surface: '#f4f6fa' } as const;

/** Ant Design theme: Plakat blue as primary, the yellow of the logo as accent. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: brandColors.primary,
    colorInfo: brandColors.primary,
    // The derived tints of the dark primary come out grey; info alerts get a light blue of their own.
    colorInfoBg: '#eef4fc',
    colorInfoBorder: '#c6d8f0',
    colorLink: brandColors.primary,
    colorBgLayout: brandColors.surface,
    borderRadius: 8,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 64,
      headerPadding: '0 24px',
      bodyBg: brandColors.surface,
      footerBg: 'transparent',
      footerPadding: '20px 24px',
    },
    Card: { borderRadiusLG: 12 },
    Button: { fontWeight: 500 },
    // Selected rows in the light blue of info alerts (the derived tint of the dark primary is a heavy grey).
    Table: { rowSelectedBg: '#eef4fc', rowSelectedHoverBg: '#e2ecf9' },
  },
};
