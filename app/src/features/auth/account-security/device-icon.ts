/** The icon of a signed-in device, from its name ('Chrome on Android'): a phone for phone systems. */
import { Laptop, Monitor, Smartphone, type LucideIcon } from 'lucide-react';

const PHONE = /\b(android|ios|iphone|ipados|windows phone)\b/i;
const DESKTOP = /\b(windows|macos|linux|chrome os|chromeos)\b/i;

export function deviceIcon(name: string): LucideIcon {
  if (PHONE.test(name)) return Smartphone;
  if (DESKTOP.test(name)) return Laptop;
  return Monitor;
}
