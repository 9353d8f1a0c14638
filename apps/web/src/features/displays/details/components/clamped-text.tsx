import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Texts longer than this (or with more line breaks) get the more/less toggle; shorter ones fit in three lines. */
const LONG_TEXT = 160;

/**
 * Up to three lines with a more/less toggle, clamped by CSS. antd's Typography ellipsis measures the text after
 * every render (a forced layout), which is too slow inside a list of a hundred expanded rows.
 */
export function ClampedText({ text }: { text: string }) {
  const { t } = useTranslation('displays');
  const [open, setOpen] = useState(false);
  const long = text.length > LONG_TEXT || text.split('\n').length > 3;
  const clamp: React.CSSProperties =
    open || !long
      ? {}
      : { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' };
  return (
    <div style={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
      <div style={clamp}>{text}</div>
      {long && (
        <button
          type="button"
          onClick={() => setOpen(!open)}
          style={{ border: 0, padding: 0, background: 'none', color: 'var(--ant-color-primary)', cursor: 'pointer' }}
          aria-expanded={open}
        >
          {open ? t('info.showLess') : t('info.showMore')}
        </button>
      )}
    </div>
  );
}
