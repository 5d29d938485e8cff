import { useId, type ReactNode } from 'react';
import * as Switch from '@radix-ui/react-switch';

/** One labelled on/off setting with its hint, as on the Sharing screen. */
export function SettingSwitch({ label, hint, checked, onChange, children }: { label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void; children?: ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={id} className="font-semibold text-ink">
            {label}
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-muted">
            {hint}
          </p>
        </div>
        <Switch.Root
          id={id}
          checked={checked}
          onCheckedChange={onChange}
          aria-describedby={`${id}-hint`}
          className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-line bg-surface-muted transition-colors data-[state=checked]:border-brand data-[state=checked]:bg-brand"
        >
          <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-6" />
        </Switch.Root>
      </div>
      {checked && children}
    </div>
  );
}
