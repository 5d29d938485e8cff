import { Infinity as InfinityIcon, Lock, Mail } from 'lucide-react';

const NOTES = [
  { icon: Lock, text: 'Your payment is secured by Stripe' },
  { icon: Mail, text: "You'll receive a confirmation email after your purchase" },
  { icon: InfinityIcon, text: 'One-time payment, lifetime access' },
] as const;

export function CheckoutNotes() {
  return (
    <ul className="mt-6 space-y-2 text-sm text-ink-muted">
      {NOTES.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center justify-center gap-2">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
