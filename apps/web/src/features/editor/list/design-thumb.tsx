import { useTranslation } from 'react-i18next';
import type { DesignListItem } from '../api/designs.ts';
import { fitInFrame } from '../lib/thumb-fit.ts';
import styles from './design-grid.module.css';

/** The frame every card's picture sits in (16:10), so cards of landscape and portrait designs line up. */
const frameRatio = 16 / 10;

/**
 * A design's thumbnail in its own proportions, or, until the editor sent one, a blank sheet of those proportions
 * with the size written on it.
 */
export function DesignThumb({ design }: { design: DesignListItem }) {
  const { t } = useTranslation('editor');
  const box = fitInFrame(design.width, design.height, frameRatio);
  return (
    <span className={styles.frame}>
      <span className={styles.sheet} style={{ width: `${box.width}%`, height: `${box.height}%` }}>
        {design.thumbnailUrl ? (
          <img className={styles.picture} src={design.thumbnailUrl} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className={styles.blank}>
            <span>{t('card.size', { width: design.width, height: design.height })}</span>
            <span className={styles.blankHint}>{t('card.noThumbnail')}</span>
          </span>
        )}
      </span>
    </span>
  );
}
