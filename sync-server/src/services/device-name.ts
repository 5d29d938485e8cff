/** 'Chrome on Android', 'Safari on iOS': a session's device as "Signed-in devices" names it. */
import Bowser from 'bowser';

export const UNKNOWN_DEVICE = 'Unknown device';

export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  try {
    const { browser, os } = Bowser.parse(userAgent);
    const parts = [browser.name, os.name].filter((part): part is string => Boolean(part));
    return parts.length === 2 ? `${parts[0]} on ${parts[1]}` : (parts[0] ?? UNKNOWN_DEVICE);
  } catch {
    return UNKNOWN_DEVICE;
  }
}
