import type { TextElement } from '@plakat/shared';
import { useEffect, useState } from 'react';
import { Text } from 'react-konva';
import { familyOf, type FontFaceRef, konvaFontStyle } from '../fonts/font-faces.ts';
import { isFontFaceLoaded, loadFontFace } from '../fonts/load-fonts.ts';

type TextStyle = Pick<
  TextElement,
  'w' | 'h' | 'fontFamily' | 'fontSize' | 'fontWeight' | 'italic' | 'color' | 'align' | 'verticalAlign' | 'lineHeight'
>;

/**
 * Text in its box, wrapped by words; the characters are drawn as they are (markup is text, right-to-left text keeps the
 * browser's bidirectional order). A face the page has not loaded yet (a font just picked in the panel) is loaded and the
 * text measured again once it is there.
 */
export function TextContent({ style, text }: { style: TextStyle; text: string }) {
  const face: FontFaceRef = { font: style.fontFamily, weight: style.fontWeight, italic: style.italic };
  const ready = useFontFace(face);
  return (
    <Text
      key={ready ? 'ready' : 'waiting'}
      text={text}
      width={style.w}
      height={style.h}
      fontFamily={familyOf(style.fontFamily)}
      fontSize={style.fontSize}
      fontStyle={konvaFontStyle(style.fontWeight, style.italic)}
      fill={style.color}
      align={style.align}
      verticalAlign={style.verticalAlign}
      lineHeight={style.lineHeight}
      wrap="word"
      listening={false}
      perfectDrawEnabled={false}
    />
  );
}

function useFontFace(face: FontFaceRef) {
  const loaded = isFontFaceLoaded(face);
  const [, rerender] = useState(0);
  const { font, weight, italic } = face;
  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadFontFace({ font, weight, italic }).then(() => current && rerender((n) => n + 1));
    return () => {
      current = false;
    };
  }, [loaded, font, weight, italic]);
  return loaded;
}
