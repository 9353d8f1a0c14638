import { Avatar } from 'antd';
import { memo } from 'react';

type Props = { name: string; logoUrl: string | null; size?: number };

/**
 * A company's logo, or the first letter of its name on a coloured disc when it has none. Decorative: the name is
 * always written beside it, so screen readers skip it.
 */
export const CompanyAvatar = memo(function CompanyAvatar({ name, logoUrl, size = 24 }: Props) {
  const initial = name.trim().charAt(0).toLocaleUpperCase();
  return logoUrl ? (
    <Avatar aria-hidden size={size} shape="square" src={<img src={logoUrl} alt="" />} style={{ flex: 'none' }} />
  ) : (
    <Avatar
      aria-hidden
      size={size}
      shape="square"
      style={{ flex: 'none', backgroundColor: '#e6f0ff', color: '#1f4e8c', fontSize: size * 0.5 }}
    >
      {initial}
    </Avatar>
  );
});
