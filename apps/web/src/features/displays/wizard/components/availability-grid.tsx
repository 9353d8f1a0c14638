import { Button, Flex, Typography, theme } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Day, days } from '@plakat/shared';

export type Availability = Partial<Record<Day, number[]>>;
const hours = Array.from({ length: 24 }, (_, h) => h);

/**
 * 7 weekday rows x 24 hour cells; each cell is a toggle button (aria-pressed). Click toggles a cell; pressing and
 * dragging paints the state of the first cell over the others. Keyboard: one cell is in the tab order (roving
 * tabindex), arrow keys move, Home/End jump to the row's ends, Space/Enter toggle (native button click).
 * 'All day' and 'Clear' per row.
 * Value: { mon: [8, 9, ...], ... } (antd Form control).
 */
export function AvailabilityGrid({
  value,
  onChange,
  id,
  disabled,
}: {
  value?: Availability;
  onChange?: (v: Availability) => void;
  id?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('displayWizard');
  const { token } = theme.useToken();
  const drag = useRef<{ on: boolean } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<{ row: number; hour: number }>({ row: 0, hour: 0 });
  const current = value ?? {};

  useEffect(() => {
    const stop = () => {
      drag.current = null;
    };
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, []);

  const setCell = (day: Day, hour: number, on: boolean, base = current) => {
    const set = new Set(base[day] ?? []);
    if (on) set.add(hour);
    else set.delete(hour);
    return { ...base, [day]: [...set].sort((a, b) => a - b) };
  };
  const setRow = (day: Day, list: number[]) => onChange?.({ ...current, [day]: list });

  const moveFocus = (row: number, hour: number) => {
    const next = { row: Math.max(0, Math.min(days.length - 1, row)), hour: Math.max(0, Math.min(23, hour)) };
    setFocus(next);
    box.current?.querySelector<HTMLElement>(`[data-day="${days[next.row]}"] [data-hour="${next.hour}"]`)?.focus();
  };
  const onCellKey = (event: KeyboardEvent, row: number, hour: number) => {
    switch (event.key) {
      case 'ArrowRight':
        event.preventDefault();
        moveFocus(row, hour + 1);
        return;
      case 'ArrowLeft':
        event.preventDefault();
        moveFocus(row, hour - 1);
        return;
      case 'ArrowDown':
        event.preventDefault();
        moveFocus(row + 1, hour);
        return;
      case 'ArrowUp':
        event.preventDefault();
        moveFocus(row - 1, hour);
        return;
      case 'Home':
        event.preventDefault();
        moveFocus(row, 0);
        return;
      case 'End':
        event.preventDefault();
        moveFocus(row, 23);
        return;
    }
  };

  return (
    <div id={id} style={{ overflowX: 'auto' }}>
      <div style={{ minWidth: 640, userSelect: 'none', touchAction: 'none' }}>
        <Flex style={{ marginLeft: 44, marginBottom: 2 }} aria-hidden>
          {hours.map((h) => (
            <Typography.Text key={h} type="secondary" style={{ flex: 1, fontSize: 10, textAlign: 'center' }}>
              {h % 3 === 0 ? String(h).padStart(2, '0') : ''}
            </Typography.Text>
          ))}
          <span style={{ width: 150 }} />
        </Flex>
        <Flex vertical ref={box} role="group" aria-label={t('fields.availability')}>
          {days.map((day, row) => {
            const on = new Set(current[day] ?? []);
            return (
              <Flex
                key={day}
                align="center"
                role="group"
                aria-label={t(`days.${day}`)}
                data-day={day}
                style={{ marginBottom: 3 }}
              >
                <Typography.Text strong style={{ width: 44, fontSize: 12 }}>
                  {t(`days.${day}`)}
                </Typography.Text>
                {hours.map((h) => (
                  <button
                    key={h}
                    type="button"
                    aria-pressed={on.has(h)}
                    disabled={disabled}
                    aria-label={`${t(`days.${day}`)} ${h}:00`}
                    data-hour={h}
                    tabIndex={focus.row === row && focus.hour === h ? 0 : -1}
                    onFocus={() => setFocus({ row, hour: h })}
                    onKeyDown={(event) => onCellKey(event, row, h)}
                    onPointerDown={(event) => {
                      event.preventDefault();
                      setFocus({ row, hour: h });
                      const next = !on.has(h);
                      drag.current = { on: next };
                      onChange?.(setCell(day, h, next));
                    }}
                    onPointerEnter={() => {
                      if (drag.current && on.has(h) !== drag.current.on) onChange?.(setCell(day, h, drag.current.on));
                    }}
                    onClick={(event) => {
                      // Pointer presses were handled on pointerdown (drag painting); detail 0 = keyboard/assistive click.
                      if (event.detail === 0) onChange?.(setCell(day, h, !on.has(h)));
                    }}
                    style={{
                      flex: 1,
                      minWidth: 0,
                      height: 22,
                      marginRight: 2,
                      padding: 0,
                      border: 'none',
                      borderRadius: 3,
                      cursor: disabled ? 'not-allowed' : 'pointer',
                      opacity: disabled ? 0.6 : 1,
                      background: on.has(h) ? token.colorPrimary : token.colorFillSecondary,
                      transition: 'background 0.1s',
                      outlineOffset: 1,
                    }}
                  />
                ))}
                <Flex gap={4} style={{ width: 150, paddingLeft: 6 }}>
                  <Button size="small" type="link" disabled={disabled} onClick={() => setRow(day, [...hours])}>
                    {t('availability.allDay')}
                  </Button>
                  <Button size="small" type="link" danger disabled={disabled} onClick={() => setRow(day, [])}>
                    {t('availability.clear')}
                  </Button>
                </Flex>
              </Flex>
            );
          })}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('availability.hint')}
        </Typography.Text>
      </div>
    </div>
  );
}
