/** Photos: images only, several at once, at most 10, each scaled down on the device first. */
import { useId, useState, type ChangeEvent } from 'react';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { toast } from 'sonner';
import { FIELD_LIMITS } from '@learnlog/shared';
import { isImageFile, scalePhoto } from '../data/photo-scaling';

const PHOTO_MESSAGES = {
  notImage: { title: 'Invalid file type', description: 'Only image files can be added as photos.' },
  tooMany: { title: 'Too many photos', description: `An entry can hold at most ${FIELD_LIMITS.photos} photos.` },
  failed: { title: 'Photo not added', description: 'This image could not be read. Please try another one.' },
} as const;

/**
 * The images among `files` that fit in `room`, each scaled down; what is left out is said in a
 * toast. The picker, a paste and a drop into the content all add photos through it.
 */
export async function scaleNewPhotos(files: File[], room: number): Promise<string[]> {
  const images = files.filter(isImageFile);
  if (images.length < files.length) toast.error(PHOTO_MESSAGES.notImage.title, { description: PHOTO_MESSAGES.notImage.description });
  if (images.length > room) toast.error(PHOTO_MESSAGES.tooMany.title, { description: PHOTO_MESSAGES.tooMany.description });
  const scaled: string[] = [];
  for (const file of images.slice(0, Math.max(0, room))) {
    try {
      scaled.push(await scalePhoto(file));
    } catch {
      toast.error(PHOTO_MESSAGES.failed.title, { description: PHOTO_MESSAGES.failed.description });
    }
  }
  return scaled;
}

export interface PhotoPickerProps {
  photos: string[];
  /** Photos scaled and ready, to add after the entry's others. */
  onAdd: (photos: string[]) => void;
  /** Removes photo `index` (0-based); the editor also takes its place in the content away. */
  onRemove: (index: number) => void;
}

export function PhotoPicker({ photos, onAdd, onRemove }: PhotoPickerProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setBusy(true);
    const scaled = await scaleNewPhotos(files, FIELD_LIMITS.photos - photos.length);
    setBusy(false);
    if (scaled.length > 0) onAdd(scaled);
  };

  const full = photos.length >= FIELD_LIMITS.photos;
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">
        Photos <span className="font-normal text-ink-muted">({photos.length}/{FIELD_LIMITS.photos})</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <div key={`${index}-${photo.length}`} className="relative size-20 overflow-hidden rounded-xl border border-line">
            <img src={photo} alt={`Photo ${index + 1}`} className="size-full object-cover" />
            <button
              type="button"
              aria-label={`Remove photo ${index + 1}`}
              onClick={() => onRemove(index)}
              className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-slate-950/70 text-white hover:bg-slate-950"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ))}
        {!full && (
          <label
            htmlFor={id}
            className="grid size-20 cursor-pointer place-items-center rounded-xl border border-dashed border-line text-ink-muted hover:border-brand-300 hover:text-brand-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
          >
            {busy ? <LoaderCircle aria-hidden="true" className="size-6 animate-spin" /> : <ImagePlus aria-hidden="true" className="size-6" />}
            <span className="sr-only">{busy ? 'Adding photos…' : 'Add photos'}</span>
            <input id={id} type="file" accept="image/*" multiple disabled={busy} onChange={(e) => void onFiles(e)} className="sr-only" />
          </label>
        )}
      </div>
    </fieldset>
  );
}
