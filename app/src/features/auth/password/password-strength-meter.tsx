import { clsx } from 'clsx';
import { PASSWORD_MESSAGES, PASSWORD_RULES, PASSWORD_STRENGTH_LABELS, type PasswordVerdict } from '@learnlog/shared';

const SEGMENT_COLOURS = ['bg-danger', 'bg-danger', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-600'] as const;

interface PasswordStrengthMeterProps {
  id: string;
  password: string;
  verdict: PasswordVerdict | null;
  /** Off while the field shows an error saying the same. */
  showAdvice?: boolean;
}

/**
 * Four bars that fill as the password gets harder to guess (zxcvbn's 0 to 4), the strength in
 * words, and what to do about it. Announced politely as it changes.
 */
export function PasswordStrengthMeter({ id, password, verdict, showAdvice = true }: PasswordStrengthMeterProps) {
  const score = password && verdict ? verdict.score : 0;
  // Even a 'Very weak' password lights the first bar, in red.
  const filled = password && verdict ? Math.max(score, 1) : 0;
  const label = password ? (verdict?.label ?? 'Checking…') : '';
  const advice = !password ? PASSWORD_MESSAGES.hint : verdict?.ok ? 'Good: this password is hard to guess.' : (verdict?.message ?? '');
  return (
    <div id={id} className="mt-2 space-y-1.5">
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={PASSWORD_STRENGTH_LABELS.length - 1}
        aria-valuenow={score}
        aria-valuetext={label || 'No password yet'}
        className="flex gap-1"
      >
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={clsx('h-1.5 flex-1 rounded-full transition-colors', filled >= step ? SEGMENT_COLOURS[score] : 'bg-line')}
          />
        ))}
      </div>
      <div aria-live="polite" className="text-xs text-ink-muted">
        {label && <p className="font-semibold text-ink">{label}</p>}
        {showAdvice && <p className={clsx(verdict && !verdict.ok && password.length >= PASSWORD_RULES.minLength && 'text-danger')}>{advice}</p>}
      </div>
    </div>
  );
}
