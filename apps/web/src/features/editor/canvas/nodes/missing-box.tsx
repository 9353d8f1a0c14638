import { Group, Line, Rect } from 'react-konva';

/**
 * The box of an image whose file is gone (deleted from the pool, or not loadable): grey with a crossed outline. While
 * the file loads, the box is a plain light grey.
 */
export function MissingBox({ w, h, loading = false }: { w: number; h: number; loading?: boolean }) {
  const strokeWidth = Math.max(2, Math.min(w, h) / 120);
  if (loading) return <Rect width={w} height={h} fill="#eeeeee" listening={false} />;
  return (
    <Group listening={false}>
      <Rect width={w} height={h} fill="#d9d9d9" stroke="#8c8c8c" strokeWidth={strokeWidth} />
      <Line points={[0, 0, w, h]} stroke="#8c8c8c" strokeWidth={strokeWidth} />
      <Line points={[w, 0, 0, h]} stroke="#8c8c8c" strokeWidth={strokeWidth} />
    </Group>
  );
}
