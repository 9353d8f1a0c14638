import { type TextElement, designFonts, designLimits } from '@plakat/shared';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenBox } from '../canvas/stage/design-stage.tsx';

/**
 * A text element edited in place: a borderless textarea laid exactly over the element (the stage draws it invisibly
 * meanwhile), in its font, size, colour and alignment at the current zoom. Every keystroke changes the document (one
 * undo step for the whole edit); Escape or a click elsewhere ends it.
 */
export function TextEditOverlay({
  element,
  box,
  onChange,
  onDone,
}: {
  element: TextElement;
  box: ScreenBox;
  onChange: (text: string) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('designEditor');
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  return (
    <textarea
      ref={ref}
      aria-label={t('props.text')}
      value={element.text}
      maxLength={designLimits.maxTextLength}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onDone}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
      spellCheck={false}
      style={{
        position: 'absolute',
        left: box.x,
        top: box.y,
        width: element.w * box.scale,
        height: element.h * box.scale,
        transform: `rotate(${box.rotation}deg)`,
        transformOrigin: 'top left',
        margin: 0,
        padding: 0,
        border: 'none',
        outline: '1px dashed rgba(31, 78, 140, 0.8)',
        background: 'transparent',
        resize: 'none',
        overflow: 'hidden',
        color: element.color,
        fontFamily: `"${designFonts[element.fontFamily].family}"`,
        fontSize: element.fontSize * box.scale,
        fontWeight: element.fontWeight,
        fontStyle: element.italic ? 'italic' : 'normal',
        lineHeight: element.lineHeight,
        textAlign: element.align,
        opacity: element.opacity,
        zIndex: 2,
      }}
    />
  );
}
