import { describe, expect, it } from 'vitest';
import { guessResourceType } from './resource-type-guess';
import { sharedItemOf } from './share-target';

describe('guessing a resource type from its address', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'video'],
    ['https://youtu.be/abc', 'video'],
    ['https://m.youtube.com/watch?v=x', 'video'],
    ['https://vimeo.com/123', 'video'],
    ['https://www.ted.com/talks/some_talk', 'video'],
    ['https://www.coursera.org/learn/machine-learning', 'course'],
    ['https://www.udemy.com/course/rust/', 'course'],
    ['https://www.linkedin.com/learning/sql-essential', 'course'],
    ['https://www.linkedin.com/in/someone', 'article'],
    ['https://school.teachable.com/p/x', 'course'],
    ['https://developer.mozilla.org/en-US/docs/Web', 'article'],
    ['https://notyoutube.com/watch', 'article'],
    ['not a url', 'article'],
  ])('%s → %s', (address, type) => {
    expect(guessResourceType(address)).toBe(type);
  });
});

describe('what the share sheet handed over', () => {
  it('a link becomes a resource with its title and a guessed type', () => {
    expect(sharedItemOf({ title: 'Rust in 100 seconds', url: 'https://www.youtube.com/watch?v=5C_HPTJg5ek' })).toEqual({
      kind: 'resource',
      title: 'Rust in 100 seconds',
      url: 'https://www.youtube.com/watch?v=5C_HPTJg5ek',
      type: 'video',
    });
  });

  it('finds the link inside the text (Android) and names it by the rest of the text or the site', () => {
    expect(sharedItemOf({ text: 'Great intro to SQL https://www.coursera.org/learn/sql.' })).toMatchObject({
      kind: 'resource',
      title: 'Great intro to SQL',
      url: 'https://www.coursera.org/learn/sql',
      type: 'course',
    });
    expect(sharedItemOf({ text: 'https://example.com/post' })).toMatchObject({ title: 'example.com', type: 'article' });
  });

  it('text without a link becomes a new entry', () => {
    expect(sharedItemOf({ title: 'Quote', text: 'Learning is not attained by chance.' })).toEqual({
      kind: 'entry',
      title: 'Quote',
      content: 'Learning is not attained by chance.',
    });
    expect(sharedItemOf({ url: 'javascript:alert(1)', text: '' })).toEqual({ kind: 'nothing' });
  });
});
