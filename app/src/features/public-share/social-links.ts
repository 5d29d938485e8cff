/**
 * The share page links every social field the learner set (decisions: social fields). Fields
 * are free text: a full address is used as it is (http and https only), a bare handle becomes
 * the network's address, and anything else is not linked.
 */
import { SOCIAL_FIELDS, type PublicProfile, type SocialField } from '@learnlog/shared';

export interface SocialLink {
  field: SocialField;
  label: string;
  href: string;
  /** What the visitor reads: the handle or the address without its scheme. */
  text: string;
}

interface Network {
  label: string;
  /** The address for a bare handle (no leading @), or null when only full addresses make sense. */
  fromHandle: ((handle: string) => string) | null;
}

const path = (base: string) => (handle: string) => `${base}${encodeURIComponent(handle)}`;

const NETWORKS: Record<SocialField, Network> = {
  twitterHandle: { label: 'Twitter', fromHandle: path('https://twitter.com/') },
  linkedinProfile: { label: 'LinkedIn', fromHandle: path('https://www.linkedin.com/in/') },
  facebookProfile: { label: 'Facebook', fromHandle: path('https://www.facebook.com/') },
  instagramHandle: { label: 'Instagram', fromHandle: path('https://www.instagram.com/') },
  youtubeChannel: { label: 'YouTube', fromHandle: (handle) => `https://www.youtube.com/@${encodeURIComponent(handle)}` },
  githubHandle: { label: 'GitHub', fromHandle: path('https://github.com/') },
  websiteUrl: { label: 'Website', fromHandle: null },
};

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** "example.com/me" or "www.linkedin.com/in/me": an address typed without its scheme. */
const LOOKS_LIKE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i;
const HANDLE = /^@?[\w.-]+$/;

export function socialHref(field: SocialField, raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  // A scheme: only web addresses are linked (never javascript: or data:).
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return httpUrl(value);
  const { fromHandle } = NETWORKS[field];
  if (fromHandle && HANDLE.test(value)) return fromHandle(value.replace(/^@/, ''));
  if (LOOKS_LIKE_HOST.test(value)) return httpUrl(`https://${value}`);
  return null;
}

export function socialLinks(profile: Pick<PublicProfile, SocialField>): SocialLink[] {
  return SOCIAL_FIELDS.flatMap((field) => {
    const value = profile[field]?.trim();
    const href = value ? socialHref(field, value) : null;
    if (!value || !href) return [];
    return [{ field, label: NETWORKS[field].label, href, text: value.replace(/^https?:\/\//i, '').replace(/\/$/, '') }];
  });
}
