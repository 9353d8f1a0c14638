import { Avatar } from 'antd';

/** A company's logo, or its initial on a coloured disc while it has none (the image is decoration: the name is beside it). */
export function CompanyAvatar({ name, logoUrl, size = 40 }: { name: string; logoUrl: string | null; size?: number }) {
  return logoUrl ? (
    <Avatar shape="square" size={size} src={logoUrl} alt="" style={{ flex: 'none', background: '#fff' }} />
  ) : (
    <Avatar shape="square" size={size} aria-hidden style={{ flex: 'none', background: '#13c2c2' }}>
      {name.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}
