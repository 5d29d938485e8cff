/** Time-of-day rules of reminders, in the learner's zone: minutes since midnight and quiet hours. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since 00:00 of 'HH:MM'. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The learner's wall-clock minutes since midnight at `instant` in `timeZone`. */
export function localMinutes(instant: Date, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  let hour = 0;
  let minute = 0;
  for (const part of formatter.formatToParts(instant)) {
    if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return hour * 60 + minute;
}

/** Whether `minutes` falls in quiet hours [from, to), which may span midnight (22:00–07:00). */
export function isQuietAt(minutes: number, quietFrom: string | undefined, quietTo: string | undefined): boolean {
  if (quietFrom === undefined || quietTo === undefined) return false;
  const from = minutesOf(quietFrom);
  const to = minutesOf(quietTo);
  if (from === to) return false;
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}
