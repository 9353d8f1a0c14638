import type { ThemeConfig } from 'antd';

export const brandColors = { primary: '#1f4e8c', accent: '#f5b301', ink: '#10233f', surface: '#f4f6fa' } as const;

/**
 * The text shade of coloured tags (palette step 7, also under its legacy name 'gold-7', which antd writes to the same
 * CSS variable) where antd's is too light on the tag's tint (2.7-4.4:1 instead of 4.5:1).
 */
const tagText = {
  green: '#237804',
  gold: '#874d00',
  orange: '#ad4e00',
  cyan: '#006d75',
  volcano: '#ad2102',
  lime: '#3f6600',
  yellow: '#876800',
};
const tagTextTokens = Object.fromEntries(
  Object.entries(tagText).flatMap(([color, value]) => [
    [`${color}7`, value],
    [`${color}-7`, value],
  ]),
);

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
    // WCAG AA (4.5:1) for text on white and on the page surface: antd's greys and reds for secondary text,
    // placeholders and error messages are lighter (2-3.4:1).
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: '#cf1322',
    // Keyboard focus of inputs and selects (their ring): antd's tint of the dark primary is barely visible.
    controlOutline: 'rgba(31, 78, 140, 0.35)',
    ...tagTextTokens,
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
