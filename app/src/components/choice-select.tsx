/** A labelled Radix Select over a fixed list of choices (types, statuses, priorities...). */
import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

interface ChoiceSelectProps<T extends string> {
  /** The accessible name of the trigger (also the visible label unless `hideLabel`). */
  label: string;
  value: T | undefined;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  placeholder?: string;
  hideLabel?: boolean;
  className?: string;
  triggerClassName?: string;
  disabled?: boolean;
}

export function ChoiceSelect<T extends string>(props: ChoiceSelectProps<T>) {
  const { label, value, choices, onChange, placeholder, hideLabel, className, triggerClassName, disabled } = props;
  return (
    <div className={className}>
      {!hideLabel && <span className="mb-1.5 block text-sm font-medium text-ink">{label}</span>}
      <Select.Root value={value ?? ''} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
        <Select.Trigger aria-label={label} className={clsx('input flex items-center justify-between gap-2 text-left', triggerClassName)}>
          <Select.Value placeholder={placeholder ?? 'Choose…'} />
          <Select.Icon>
            <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content position="popper" sideOffset={4} className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-line bg-surface shadow-lg">
            <Select.Viewport className="p-1">
              {choices.map((choice) => (
                <Select.Item
                  key={choice.value}
                  value={choice.value}
                  className="relative flex min-h-10 cursor-pointer items-center rounded-lg py-2 pr-3 pl-8 text-sm text-ink outline-none select-none data-[highlighted]:bg-surface-muted"
                >
                  <Select.ItemIndicator className="absolute left-2 inline-flex">
                    <Check aria-hidden="true" className="size-4 text-brand-ink" />
                  </Select.ItemIndicator>
                  <Select.ItemText>{choice.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
