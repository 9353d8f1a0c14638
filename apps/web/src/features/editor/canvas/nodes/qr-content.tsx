import type { QrElement } from '@plakat/shared';
import type Konva from 'konva';
import { useMemo } from 'react';
import { Shape } from 'react-konva';
import { qrMatrix, qrQuietZone } from '../lib/qr-matrix.ts';
import { MissingBox } from './missing-box.tsx';

/**
 * A QR code as one shape: its background over the whole box, the modules in the largest square that fits, centred,
 * with the quiet zone inside that square. Dark modules are drawn as runs of a row, one rectangle per run.
 */
export function QrContent({ element }: { element: QrElement }) {
  const matrix = useMemo(
    () => qrMatrix(element.value, element.errorCorrection),
    [element.value, element.errorCorrection],
  );
  if (!matrix) return <MissingBox w={element.w} h={element.h} />;
  const { w, h, color, background } = element;
  const draw = (context: Konva.Context) => {
    context.setAttr('fillStyle', background);
    context.fillRect(0, 0, w, h);
    const side = Math.min(w, h);
    const cell = side / (matrix.size + 2 * qrQuietZone);
    const left = (w - side) / 2 + qrQuietZone * cell;
    const top = (h - side) / 2 + qrQuietZone * cell;
    context.setAttr('fillStyle', color);
    for (let row = 0; row < matrix.size; row += 1) {
      let col = 0;
      while (col < matrix.size) {
        if (!matrix.dark[row * matrix.size + col]) {
          col += 1;
          continue;
        }
        const start = col;
        while (col < matrix.size && matrix.dark[row * matrix.size + col]) col += 1;
        // A hair wider than the cells, so no seam shows between neighbouring runs at fractional scales.
        context.fillRect(left + start * cell, top + row * cell, (col - start) * cell + 0.02, cell + 0.02);
      }
    }
  };
  return <Shape sceneFunc={draw} listening={false} perfectDrawEnabled={false} />;
}
