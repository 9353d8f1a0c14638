import { memo } from 'react';

type Props = { name: string; logoUrl: string | null; size?: number };

const box = (size: number): React.CSSProperties => ({
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: size,
  height: size,
  borderRadius: Math.max(4, size / 8),
  overflow: 'hidden',
});

/**
 * A company's logo, or the first letter of its name on a coloured square when it has none. Decorative: the name is
 * always written beside it, so screen readers skip it. Plain elements rather than antd's Avatar, whose group brings
 * the popover into every list that shows a company.
 */
export const CompanyAvatar = memo(function CompanyAvatar({ name, logoUrl, size = 24 }: Props) {
  if (logoUrl)
    return (
      <span aria-hidden style={{ ...box(size), background: '#fff' }}>
        <img src={logoUrl} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />
      </span>
    );
  return (
    <span
      aria-hidden
      style={{ ...box(size), background: '#e6f0ff', color: '#1f4e8c', fontSize: size * 0.5, fontWeight: 600 }}
    >
      {name.trim().charAt(0).toLocaleUpperCase()}
    </span>
  );
});
