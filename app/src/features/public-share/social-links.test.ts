import { describe, expect, it } from 'vitest';
import { SOCIAL_FIELDS, type SocialField } from '@learnlog/shared';
import { socialHref, socialLinks } from './social-links';

const none = Object.fromEntries(SOCIAL_FIELDS.map((field) => [field, null])) as Record<SocialField, string | null>;

describe('social links on the share page', () => {
  it('links every set field, in the decisions order, and skips blank ones', () => {
    const links = socialLinks({ ...none, twitterHandle: '@ada', githubHandle: 'ada-gh', websiteUrl: 'ada.dev', youtubeChannel: '  ' });
    expect(links.map((l) => [l.label, l.href])).toEqual([
      ['Twitter', 'https://twitter.com/ada'],
      ['GitHub', 'https://github.com/ada-gh'],
      ['Website', 'https://ada.dev/'],
    ]);
  });

  it('turns handles into each network address', () => {
    expect(socialHref('linkedinProfile', 'ada-lovelace')).toBe('https://www.linkedin.com/in/ada-lovelace');
    expect(socialHref('facebookProfile', 'ada.l')).toBe('https://www.facebook.com/ada.l');
    expect(socialHref('instagramHandle', '@ada.codes')).toBe('https://www.instagram.com/ada.codes');
    expect(socialHref('youtubeChannel', '@AdaTeaches')).toBe('https://www.youtube.com/@AdaTeaches');
  });

  it('keeps full web addresses, with or without the scheme', () => {
    expect(socialHref('linkedinProfile', 'https://www.linkedin.com/in/ada/')).toBe('https://www.linkedin.com/in/ada/');
    expect(socialHref('linkedinProfile', 'linkedin.com/in/ada')).toBe('https://linkedin.com/in/ada');
    expect(socialHref('websiteUrl', 'http://ada.example.org/blog')).toBe('http://ada.example.org/blog');
  });

  it('never links another scheme or free text', () => {
    expect(socialHref('websiteUrl', 'javascript:alert(1)')).toBeNull();
    expect(socialHref('twitterHandle', 'data:text/html,hi')).toBeNull();
    expect(socialHref('websiteUrl', 'my homepage')).toBeNull();
    expect(socialLinks({ ...none, websiteUrl: 'javascript:alert(1)' })).toEqual([]);
  });
});
