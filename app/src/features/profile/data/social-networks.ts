/** The social fields of the decisions, as the profile form and its preview show them. */
import { SOCIAL_FIELDS, type SocialField, type User } from '@learnlog/shared';

export type SocialValues = Record<SocialField, string>;

interface Network {
  label: string;
  name: string;
  placeholder: string;
  /** Builds the address from a bare handle; full web addresses are used as they are. */
  href: (handle: string) => string;
}

export const NETWORKS: Record<SocialField, Network> = {
  twitterHandle: { label: 'Twitter handle', name: 'Twitter', placeholder: '@yourhandle', href: (h) => `https://twitter.com/${h}` },
  linkedinProfile: { label: 'LinkedIn profile', name: 'LinkedIn', placeholder: 'linkedin.com/in/you', href: (h) => `https://www.linkedin.com/in/${h}` },
  facebookProfile: { label: 'Facebook profile', name: 'Facebook', placeholder: 'facebook.com/you', href: (h) => `https://www.facebook.com/${h}` },
  instagramHandle: { label: 'Instagram handle', name: 'Instagram', placeholder: '@yourhandle', href: (h) => `https://www.instagram.com/${h}` },
  youtubeChannel: { label: 'YouTube channel', name: 'YouTube', placeholder: '@yourchannel', href: (h) => `https://www.youtube.com/@${h}` },
  githubHandle: { label: 'GitHub handle', name: 'GitHub', placeholder: 'yourhandle', href: (h) => `https://github.com/${h}` },
  websiteUrl: { label: 'Website URL', name: 'Website', placeholder: 'https://example.com', href: (h) => `https://${h}` },
};

export function socialValuesOf(user: User): SocialValues {
  return Object.fromEntries(SOCIAL_FIELDS.map((field) => [field, user[field] ?? ''])) as SocialValues;
}

/** A link for what the learner typed: a web address as it is, else the network's address for the handle. */
export function networkHref(field: SocialField, value: string): string {
  const text = value.trim();
  if (/^https?:\/\//i.test(text)) return text;
  if (/^(www\.)?[a-z0-9-]+\.[a-z]{2,}\//i.test(text)) return `https://${text}`;
  return NETWORKS[field].href(encodeURIComponent(text.replace(/^@/, '')));
}

export interface ConnectedNetwork {
  field: SocialField;
  name: string;
  value: string;
  href: string;
}

/** The networks with a value, in the decisions' order. */
export function connectedNetworks(values: SocialValues): ConnectedNetwork[] {
  return SOCIAL_FIELDS.filter((field) => values[field].trim() !== '').map((field) => ({
    field,
    name: NETWORKS[field].name,
    value: values[field].trim(),
    href: networkHref(field, values[field]),
  }));
}
