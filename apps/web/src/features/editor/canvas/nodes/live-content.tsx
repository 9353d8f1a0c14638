import { type ClockElement, type DateElement, clockText, dateText } from '@plakat/shared';
import { useNow } from '../live-clock.ts';
import { TextContent } from './text-content.tsx';

/** A clock: the current time in its time zone, ticking every second. */
export function ClockContent({ element }: { element: ClockElement }) {
  const now = useNow('second');
  return <TextContent style={element} text={clockText(element, now)} />;
}

/** A date: today in its time zone and language, drawn again when the minute changes. */
export function DateContent({ element }: { element: DateElement }) {
  const now = useNow('minute');
  return <TextContent style={element} text={dateText(element, now)} />;
}
