/**
 * What the phone's share sheet handed LearnLog (the Web Share Target's title, text and url
 * parameters) and what to open for it: a link becomes a resource to add, anything else an entry.
 * Android often sends the link inside `text` with no `url`, so the text is searched too.
 */
import { FIELD_LIMITS } from '../constants';
import type { ResourceType } from '../entities/resource.schema';
import { guessResourceType } from './resource-type-guess';

export interface SharedParams {
  title?: string | null;
  text?: string | null;
  url?: string | null;
}

export type SharedItem =
  | { kind: 'resource'; title: string; url: string; type: ResourceType }
  | { kind: 'entry'; title: string; content: string }
  | { kind: 'nothing' };

const WEB_ADDRESS = /https?:\/\/[^\s<>"]+/i;

function webAddress(value: string): string | null {
  const match = WEB_ADDRESS.exec(value);
  if (!match) return null;
  const address = match[0].replace(/[).,;!?]+$/, '');
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

export function sharedItemOf(params: SharedParams): SharedItem {
  const title = (params.title ?? '').trim();
  const text = (params.text ?? '').trim();
  const url = webAddress((params.url ?? '').trim()) ?? webAddress(text);

  if (url && url.length <= FIELD_LIMITS.url) {
    const rest = text.replace(WEB_ADDRESS, '').trim();
    const name = title || rest.split('\n')[0]?.trim() || new URL(url).hostname.replace(/^www\./, '');
    return { kind: 'resource', title: clip(name, FIELD_LIMITS.title), url, type: guessResourceType(url) };
  }
  if (text || title) {
    return { kind: 'entry', title: clip(title, FIELD_LIMITS.title), content: clip(text || title, FIELD_LIMITS.content) };
  }
  return { kind: 'nothing' };
}
