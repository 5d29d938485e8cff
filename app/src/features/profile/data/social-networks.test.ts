import { describe, expect, it } from 'vitest';
import { connectedNetworks, networkHref, type SocialValues } from './social-networks';

const none: SocialValues = {
  twitterHandle: '',
  linkedinProfile: '',
  facebookProfile: '',
  instagramHandle: '',
  youtubeChannel: '',
  githubHandle: '',
  websiteUrl: '',
};

describe('connected networks preview', () => {
  it('lists only the fields that are set, in the decisions order', () => {
    expect(connectedNetworks(none)).toEqual([]);
    const set = connectedNetworks({ ...none, websiteUrl: 'https://ada.dev', twitterHandle: ' @ada ', githubHandle: '   ' });
    expect(set.map((n) => [n.name, n.value])).toEqual([
      ['Twitter', '@ada'],
      ['Website', 'https://ada.dev'],
    ]);
  });

  it('links a bare handle to the network and keeps a full address as typed', () => {
    expect(networkHref('twitterHandle', '@ada')).toBe('https://twitter.com/ada');
    expect(networkHref('githubHandle', 'ada')).toBe('https://github.com/ada');
    expect(networkHref('linkedinProfile', 'https://www.linkedin.com/in/ada')).toBe('https://www.linkedin.com/in/ada');
    expect(networkHref('linkedinProfile', 'linkedin.com/in/ada')).toBe('https://linkedin.com/in/ada');
    expect(networkHref('websiteUrl', 'ada.dev')).toBe('https://ada.dev');
  });
});
