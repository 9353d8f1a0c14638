import type { ComponentType, CSSProperties } from 'react';
import styles from './tiles.module.css';

/** The section's icon on a tinted rounded square in the section's accent colour. */
export function IconBadge({
  icon: Icon,
  color,
  size = 44,
}: {
  icon: ComponentType<{ style?: CSSProperties }>;
  color: string;
  size?: number;
}) {
  return (
    <span
      className={styles.iconBadge}
      style={{ color, background: `${color}14`, width: size, height: size, fontSize: size / 2 }}
      aria-hidden
    >
      <Icon />
    </span>
  );
}
