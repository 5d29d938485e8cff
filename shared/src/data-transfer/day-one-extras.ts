/**
 * What a Day One entry holds besides its words and photos: where and in what weather it was
 * written (kept as a calm last line of the entry), and its videos, audio and PDFs (LearnLog
 * keeps photos only: each is marked where it was and counted in the preview).
 */
import { z } from 'zod';
import { namesList, plural } from './preview-notes';

const text = z.string().optional().catch(undefined);

export const dayOneLocationSchema = z
  .object({ placeName: text, localityName: text, administrativeArea: text, country: text })
  .loose()
  .optional()
  .catch(undefined);

export const dayOneWeatherSchema = z
  .object({ conditionsDescription: text, temperatureCelsius: z.number().optional().catch(undefined) })
  .loose()
  .optional()
  .catch(undefined);

export const dayOneMediaSchema = z
  .array(z.object({ identifier: z.string().optional().catch(undefined) }).loose())
  .default([])
  .catch([]);

export type DayOneLocation = z.output<typeof dayOneLocationSchema>;
export type DayOneWeather = z.output<typeof dayOneWeatherSchema>;

/** "Written at Café Kranzler, Berlin, Germany · 18 °C, Mostly Sunny", or null when Day One kept neither. */
export function placeAndWeatherLine(location: DayOneLocation, weather: DayOneWeather): string | null {
  const places: string[] = [];
  for (const part of [location?.placeName, location?.localityName, location?.administrativeArea, location?.country]) {
    const name = part?.trim();
    if (name && !places.some((known) => known.toLowerCase() === name.toLowerCase())) places.push(name);
  }
  const temperature = weather?.temperatureCelsius;
  const conditions = [temperature !== undefined && Number.isFinite(temperature) ? `${Math.round(temperature)} °C` : null, weather?.conditionsDescription?.trim() || null].filter(Boolean);
  const parts = [places.length ? `Written at ${places.join(', ')}` : null, conditions.length ? conditions.join(', ') : null].filter(Boolean);
  return parts.length ? `_${parts.join(' · ')}_` : null;
}

export const MEDIA_KINDS = {
  video: { field: 'videos', one: 'video', many: 'videos', mark: '_(a video, not imported)_' },
  audio: { field: 'audios', one: 'audio recording', many: 'audio recordings', mark: '_(an audio recording, not imported)_' },
  pdfAttachment: { field: 'pdfAttachments', one: 'PDF', many: 'PDFs', mark: '_(a PDF, not imported)_' },
} as const;
export type MediaKind = keyof typeof MEDIA_KINDS;

export const isMediaKind = (kind: string): kind is MediaKind => kind in MEDIA_KINDS;

/** The entries with media of each kind, for one preview line. */
export class MediaLeftOut {
  private readonly byKind = new Map<MediaKind, { count: number; entries: string[] }>();

  add(kind: MediaKind, count: number, entry: string): void {
    if (count === 0) return;
    const known = this.byKind.get(kind) ?? { count: 0, entries: [] };
    known.count += count;
    known.entries.push(entry);
    this.byKind.set(kind, known);
  }

  /** "Not imported (LearnLog keeps photos only): 2 videos (in “Lake”, “Trip”); 1 PDF (in “Taxes”)." */
  note(): string | null {
    const parts = (Object.keys(MEDIA_KINDS) as MediaKind[])
      .map((kind) => {
        const found = this.byKind.get(kind);
        return found ? `${plural(found.count, MEDIA_KINDS[kind].one, MEDIA_KINDS[kind].many)} (in ${namesList(found.entries)})` : null;
      })
      .filter(Boolean);
    return parts.length ? `Not imported (LearnLog keeps photos only): ${parts.join('; ')}.` : null;
  }
}
