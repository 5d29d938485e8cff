/**
 * An in-progress resource's progress, moved on its card (drag or arrow keys). The figure follows
 * the thumb; the write goes out when the thumb is let go (one device write, queued for the server).
 */
import { useState } from 'react';
import * as Slider from '@radix-ui/react-slider';
import type { LocalResource } from '../../../db/local-records';
import { useResourceActions } from '../data/use-resource-actions';

const STEP = 5;

export function ResourceProgressSlider({ resource }: { resource: LocalResource }) {
  const actions = useResourceActions();
  // The thumb's figure until the record catches up with it; null follows the record (a sync, another tab).
  const [moving, setMoving] = useState<number | null>(null);
  const [seen, setSeen] = useState(resource.progress);
  if (seen !== resource.progress) {
    setSeen(resource.progress);
    setMoving(null);
  }
  const value = moving ?? resource.progress;
  return (
    <div>
      <div className="mb-1 flex justify-between text-xs text-ink-muted">
        <span>Progress</span>
        <span data-testid="resource-progress">{value}%</span>
      </div>
      <Slider.Root
        min={0}
        max={100}
        step={STEP}
        value={[value]}
        onValueChange={([next]) => setMoving(next ?? resource.progress)}
        onValueCommit={([next]) => {
          if (next === undefined || next === resource.progress) return setMoving(null);
          void actions.setProgress(resource, next).then((saved) => !saved && setMoving(null));
        }}
        className="relative flex h-8 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-surface-muted">
          <Slider.Range className="absolute h-full rounded-full bg-brand" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={`Progress of ${resource.title}`}
          aria-valuetext={`${value}%`}
          className="block size-5 rounded-full border-2 border-brand bg-surface shadow focus-visible:outline-2 focus-visible:outline-brand-500"
        />
      </Slider.Root>
    </div>
  );
}
