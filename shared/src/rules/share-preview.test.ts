import { describe, expect, it } from 'vitest';
import { plainTextPreview, publicDisplayName, sharePageTitle, sharedEntryTitle } from './share-preview';

describe('public page names', () => {
  it('uses the full name, else the first name, else the @username', () => {
    expect(publicDisplayName({ username: 'ada', firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(publicDisplayName({ username: 'ada', firstName: 'Ada', lastName: null })).toBe('Ada');
    expect(publicDisplayName({ username: 'ada', firstName: '  ', lastName: null })).toBe('@ada');
  });

  it('titles the share page and a shared entry', () => {
    expect(sharePageTitle({ username: 'ada', firstName: 'Ada', lastName: null })).toBe("Ada's Learning Journey · LearnLog");
    expect(sharedEntryTitle({ title: 'Closures' })).toBe('Closures · LearnLog');
  });
});

describe('plainTextPreview', () => {
  it('drops markdown markup and joins lines', () => {
    const markdown = '# Heading\n\n**Bold** and _italic_ with a [link](https://x.test)\n\n- item one\n> quoted\n```\ncode\n```';
    expect(plainTextPreview(markdown, 200)).toBe('Heading · Bold and italic with a link · item one · quoted');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const preview = plainTextPreview('alpha beta gamma delta epsilon', 17);
    expect(preview).toBe('alpha beta gamma…');
    expect(plainTextPreview('short', 17)).toBe('short');
  });
});
