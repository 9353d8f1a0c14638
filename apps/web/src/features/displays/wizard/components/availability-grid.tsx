import { Button, Typography, theme } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Day, days } from '@plakat/shared';
import styles from './availability-grid.module.css';

export type Availability = Partial<Record<Day, number[]>>;
const hours = Array.from({ length: 24 }, (_, h) => h);
const twoDigits = (hour: number) => String(hour).padStart(2, '0');

/**
 * 7 weekday rows x 24 hour cells (two rows of 12 on a phone, availability-grid.module.css); each cell is a toggle
 * button (aria-pressed). Click or tap toggles a cell; pressing and dragging a mouse or pen paints the state of the first
 * cell over the others (a finger's drag scrolls the page). Keyboard: one cell is in the tab order (roving
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
  const pointer = useRef<string>('');
  const box = useRef<HTMLFieldSetElement>(null);
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
    <div id={id} className={styles.grid}>
      <div className={styles.ticks} aria-hidden>
        <div className={styles.hours}>
          {hours.map((h) => (
            <Typography.Text key={h} type="secondary" className={styles.tick}>
              {h % 3 === 0 ? twoDigits(h) : ''}
            </Typography.Text>
          ))}
        </div>
      </div>
      <fieldset ref={box} aria-label={t('fields.availability')} className={styles.group}>
        {days.map((day, row) => {
          const on = new Set(current[day] ?? []);
          return (
            <fieldset
              key={day}
              aria-label={t(`days.${day}`)}
              data-day={day}
              className={`${styles.group} ${styles.row}`}
            >
              <Typography.Text strong className={styles.day}>
                {t(`days.${day}`)}
              </Typography.Text>
              <div className={styles.hours}>
                {hours.map((h) => (
                  <button
                    key={h}
                    type="button"
                    className={styles.cell}
                    aria-pressed={on.has(h)}
                    disabled={disabled}
                    aria-label={`${t(`days.${day}`)} ${twoDigits(h)}:00`}
                    data-hour={h}
                    tabIndex={focus.row === row && focus.hour === h ? 0 : -1}
                    onFocus={() => setFocus({ row, hour: h })}
                    onKeyDown={(event) => onCellKey(event, row, h)}
                    onPointerDown={(event) => {
                      pointer.current = event.pointerType;
                      // A finger may be starting to scroll the page: a touch toggles on its click (a tap) only.
                      if (event.pointerType === 'touch') return;
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
                      // Mouse and pen presses were handled on pointerdown (drag painting); detail 0 = keyboard or
                      // assistive click.
                      if (event.detail === 0 || pointer.current === 'touch') onChange?.(setCell(day, h, !on.has(h)));
                    }}
                    style={{
                      cursor: disabled ? 'not-allowed' : 'pointer',
                      opacity: disabled ? 0.6 : 1,
                      color: on.has(h) ? token.colorTextLightSolid : token.colorTextSecondary,
                      background: on.has(h) ? token.colorPrimary : token.colorFillSecondary,
                    }}
                  >
                    <span className={styles.label}>{twoDigits(h)}</span>
                  </button>
                ))}
              </div>
              <div className={styles.actions}>
                <Button size="small" type="link" disabled={disabled} onClick={() => setRow(day, [...hours])}>
                  {t('availability.allDay')}
                </Button>
                <Button size="small" type="link" danger disabled={disabled} onClick={() => setRow(day, [])}>
                  {t('availability.clear')}
                </Button>
              </div>
            </fieldset>
          );
        })}
      </fieldset>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('availability.hint')}
      </Typography.Text>
    </div>
  );
}
