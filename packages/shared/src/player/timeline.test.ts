import { describe, expect, it } from 'vitest';
import { type TimelineItem, isScheduled, loopLength, minutesOfDay, timelineAt } from './timeline.ts';

/** Wednesday 2026-11-25, local time in a zone `offset` minutes ahead of UTC. */
const local = (time: string, offset = 0, date = '2026-11-25') => Date.parse(`${date}T${time}:00Z`) - offset * 60_000;
const item = (id: string, seconds: number, extra: Partial<TimelineItem> = {}): TimelineItem => ({
  id,
  durationMs: seconds * 1000,
  ...extra,
});

describe('timelineAt', () => {
  const program = [item('a', 10), item('b', 5), item('c', 15)];

  it('plays the items in order from local midnight, the next one prepared', () => {
    const at = timelineAt(program, { now: local('00:00') + 12_000 });
    expect(at?.current.item.id).toBe('b');
    expect(at?.current.startsAt).toBe(local('00:00') + 10_000);
    expect(at?.current.endsAt).toBe(local('00:00') + 15_000);
    expect(at?.next?.item.id).toBe('c');
    expect(at?.next?.startsAt).toBe(at?.current.endsAt);
  });

  it('wraps around: after the last item the first comes again', () => {
    // The loop is 30 s long; 10:00:00 is a whole number of loops after midnight.
    const at = timelineAt(program, { now: local('10:00') + 29_000 });
    expect(at?.current.item.id).toBe('c');
    expect(at?.next?.item.id).toBe('a');
    expect(at?.next?.startsAt).toBe(local('10:00') + 30_000);
  });

  it('is the same on two screens at the same time, and after a restart', () => {
    const now = local('14:37') + 4321;
    expect(timelineAt(program, { now })).toEqual(timelineAt(program, { now }));
  });

  it('uses the local time of the display', () => {
    const berlin = () => 60;
    const at = timelineAt([item('morning', 10, { hours: { from: '06:00', to: '12:00' } }), item('all', 10)], {
      now: local('07:00', 60),
      offsetMinutes: berlin,
    });
    expect(at?.current.item.id).toBe('morning');
    // Read without the offset (UTC), 06:30 in Berlin is 05:30: not yet scheduled.
    expect(
      timelineAt([item('morning', 10, { hours: { from: '06:00', to: '07:00' } })], { now: local('06:30', 60) }),
    ).toBe(null);
  });

  it('answers null when nothing is scheduled (the placeholders play)', () => {
    expect(timelineAt([], { now: local('12:00') })).toBeNull();
    expect(
      timelineAt([item('night', 10, { hours: { from: '22:00', to: '23:00' } })], { now: local('12:00') }),
    ).toBeNull();
  });

  it('starts the loop again when an item’s hours begin, and cuts the running item there', () => {
    const lunch = item('lunch', 20, { hours: { from: '11:30', to: '14:00' } });
    const items = [item('a', 7), lunch];
    const before = timelineAt(items, { now: local('11:29') + 59_000 });
    expect(before?.current.item.id).toBe('a');
    expect(before?.current.endsAt).toBe(local('11:30'));
    expect(before?.next).toMatchObject({ item: { id: 'a' }, startsAt: local('11:30') });
    const during = timelineAt(items, { now: local('11:30') + 8000 });
    expect(during?.current).toMatchObject({ item: { id: 'lunch' }, startsAt: local('11:30') + 7000 });
    expect(loopLength(items, local('12:00'))).toBe(27_000);
    expect(loopLength(items, local('15:00'))).toBe(7000);
  });

  it('shows items shorter than a second for a second', () => {
    const at = timelineAt([item('a', 0), item('b', 0.2)], { now: local('00:00') + 1500 });
    expect(at?.current).toMatchObject({ item: { id: 'b' }, startsAt: local('00:00') + 1000 });
  });
});

describe('isScheduled', () => {
  it('takes ISO days of the week', () => {
    const weekdays = item('w', 5, { days: [1, 2, 3, 4, 5] });
    expect(isScheduled(weekdays, local('12:00'))).toBe(true); // Wednesday
    expect(isScheduled(weekdays, local('12:00', 0, '2026-11-29'))).toBe(false); // Sunday
    expect(isScheduled(item('s', 5, { days: [7] }), local('12:00', 0, '2026-11-29'))).toBe(true);
    expect(isScheduled(item('e', 5, { days: [] }), local('12:00'))).toBe(true);
  });

  it('counts an overnight span for the day it began', () => {
    const fridayNight = item('n', 5, { days: [5], hours: { from: '22:00', to: '02:00' } });
    expect(isScheduled(fridayNight, local('23:00', 0, '2026-11-27'))).toBe(true); // Friday evening
    expect(isScheduled(fridayNight, local('01:00', 0, '2026-11-28'))).toBe(true); // Saturday morning
    expect(isScheduled(fridayNight, local('01:00', 0, '2026-11-27'))).toBe(false); // Friday morning (Thursday's night)
    expect(isScheduled(fridayNight, local('03:00', 0, '2026-11-28'))).toBe(false);
  });

  it('ignores hours it cannot read, and equal start and end mean the whole day', () => {
    expect(isScheduled(item('x', 5, { hours: { from: '25:00', to: '10:00' } }), local('12:00'))).toBe(true);
    expect(isScheduled(item('x', 5, { hours: { from: '08:00', to: '08:00' } }), local('03:00'))).toBe(true);
  });
});

describe('minutesOfDay', () => {
  it('reads HH:MM', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('23:59')).toBe(1439);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(minutesOfDay('7:00')).toBeNull();
  });
});
