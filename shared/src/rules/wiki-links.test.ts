import { describe, expect, it } from 'vitest';
import {
  findMentions,
  linkFirstMention,
  linksTo,
  parseWikiLinks,
  renameWikiLinks,
  resolveWikiLink,
  sentenceAround,
  splitWikiLinks,
  wikiResolver,
} from './wiki-links';

const targets = {
  entries: [
    { id: 1, title: 'Closures in JavaScript' },
    { id: 2, title: 'Rust ownership' },
  ],
  resources: [
    { id: 10, title: 'Rust Ownership' },
    { id: 11, title: 'Eloquent JavaScript' },
  ],
  goals: [
    { id: 20, title: 'Eloquent JavaScript' },
    { id: 21, title: 'Ship a side project' },
  ],
};

describe('parseWikiLinks', () => {
  it('finds [[Title]] and [[Title|shown]] with their offsets', () => {
    const text = 'See [[Closures in JavaScript]] and [[Rust ownership|the borrow rules]].';
    const links = parseWikiLinks(text);
    expect(links).toEqual([
      { target: 'Closures in JavaScript', shown: 'Closures in JavaScript', start: 4, end: 30 },
      { target: 'Rust ownership', shown: 'the borrow rules', start: 35, end: 70 },
    ]);
    expect(text.slice(links[1]!.start, links[1]!.end)).toBe('[[Rust ownership|the borrow rules]]');
  });

  it('trims the title and the shown text; an empty alias shows the title', () => {
    expect(parseWikiLinks('[[  Go  | gophers ]] [[Go|]]').map((l) => [l.target, l.shown])).toEqual([
      ['Go', 'gophers'],
      ['Go', 'Go'],
    ]);
  });

  it('ignores links in inline code, fenced blocks and escaped brackets', () => {
    const text = [
      'A real [[One]] and `[[Not inline]]` and ``code `[[with ticks]]` ``.',
      '```ts',
      'const x = "[[Not in fence]]";',
      '```',
      '~~~',
      '[[Not in tilde fence]]',
      '~~~',
      'After: [[Two]] but \\[[Escaped]]',
    ].join('\n');
    expect(parseWikiLinks(text).map((l) => l.target)).toEqual(['One', 'Two']);
  });

  it('treats an unclosed fence as code to the end', () => {
    expect(parseWikiLinks('[[Before]]\n```\n[[Inside]]')).toHaveLength(1);
  });

  it('ignores empty, multi-line and bracketed titles', () => {
    expect(parseWikiLinks('[[]] [[ ]] [[a\nb]] [[a[b]]')).toEqual([]);
  });

  it('splits text around links for rendering', () => {
    expect(splitWikiLinks('a [[B]] c')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'link', link: { target: 'B', shown: 'B', start: 2, end: 7 } },
      { kind: 'text', text: ' c' },
    ]);
    expect(splitWikiLinks('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });
});

describe('resolving a link', () => {
  it('matches titles case-insensitively, ignoring extra spaces', () => {
    expect(resolveWikiLink('closures IN  javascript', targets)).toEqual({ kind: 'entry', id: 1 });
  });

  it('prefers an entry, then a resource, then a goal', () => {
    expect(resolveWikiLink('Rust Ownership', targets)).toEqual({ kind: 'entry', id: 2 });
    expect(resolveWikiLink('eloquent javascript', targets)).toEqual({ kind: 'resource', id: 11 });
    expect(resolveWikiLink('Ship a side project', targets)).toEqual({ kind: 'goal', id: 21 });
  });

  it('gives null for a link to nothing yet', () => {
    expect(resolveWikiLink('Monads', targets)).toBeNull();
  });

  it('keeps the first of two records with one title', () => {
    const resolve = wikiResolver({ entries: [{ id: 5, title: 'Dup' }, { id: 6, title: 'dup' }], resources: [], goals: [] });
    expect(resolve('DUP')).toEqual({ kind: 'entry', id: 5 });
  });
});

describe('renaming a target', () => {
  it('rewrites every link to the old title, keeping shown text and other links', () => {
    const text = 'See [[rust ownership]], [[Rust Ownership|borrowing]] and [[Other]]. `[[Rust ownership]]`';
    expect(renameWikiLinks(text, 'Rust ownership', 'Ownership in Rust')).toBe(
      'See [[Ownership in Rust]], [[Ownership in Rust|borrowing]] and [[Other]]. `[[Rust ownership]]`',
    );
  });

  it('leaves text without such links unchanged', () => {
    expect(renameWikiLinks('No links', 'A', 'B')).toBe('No links');
  });

  it('tells whether a text links to a title', () => {
    expect(linksTo('x [[a TITLE]]', 'A title')).toBe(true);
    expect(linksTo('x `[[A title]]`', 'A title')).toBe(false);
  });
});

describe('sentences and mentions', () => {
  it('gives the sentence a link sits in', () => {
    const text = 'First sentence. Then I read [[Rust ownership]] again! Last one.';
    const link = parseWikiLinks(text)[0]!;
    expect(sentenceAround(text, link.start, link.end)).toBe('Then I read [[Rust ownership]] again!');
  });

  it('stops at line breaks and cuts long sentences', () => {
    const text = `Heading\nA line with [[X]] in it\nNext`;
    const link = parseWikiLinks(text)[0]!;
    expect(sentenceAround(text, link.start, link.end)).toBe('A line with [[X]] in it');
    expect(sentenceAround('a'.repeat(300), 0, 1, 50)).toHaveLength(50);
  });

  it('finds unlinked whole-word mentions of a title, outside links and code', () => {
    const text = 'rust ownership matters. [[Rust ownership]] is linked; `Rust ownership` is code; trustownership no.';
    expect(findMentions(text, 'Rust ownership')).toEqual([{ start: 0, end: 14 }]);
  });

  it('turns the first mention into a link, keeping the words as written', () => {
    expect(linkFirstMention('I learnt Rust ownership today.', 'Rust ownership')).toBe('I learnt [[Rust ownership]] today.');
    expect(linkFirstMention('I learnt rust  ownership today.', 'Rust ownership')).toBe(
      'I learnt [[Rust ownership|rust  ownership]] today.',
    );
    expect(linkFirstMention('Nothing here.', 'Rust ownership')).toBe('Nothing here.');
  });
});
