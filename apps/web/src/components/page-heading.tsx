import { Typography, theme } from 'antd';
import type { ComponentProps } from 'react';

type Look = 1 | 2 | 3 | 4 | 5;

/**
 * The page's one h1 (a page needs a top-level heading for screen-reader navigation), drawn at the size of the heading
 * level the design uses there (`look`, default 2).
 */
export function PageHeading({
  look = 2,
  style,
  ...rest
}: Omit<ComponentProps<typeof Typography.Title>, 'level'> & { look?: Look }) {
  const { token } = theme.useToken();
  return (
    <Typography.Title
      level={1}
      style={{ fontSize: token[`fontSizeHeading${look}`], lineHeight: token[`lineHeightHeading${look}`], ...style }}
      {...rest}
    />
  );
}

/** An h1 inside antd's Result title, which is a div: the text keeps the Result's own font. */
export function ResultHeading({ children }: { children: string }) {
  return <h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{children}</h1>;
}
