/** Which cards an entry makes, and how an edited question stays the same card. */
import { describe, expect, it } from 'vitest';
import { cardsOfEntry, questionCardKey, questionLines, textSimilarity } from './review-cards';

const entry = (keyLearning: string | null, questions: string | null) => ({ id: 7, keyLearning, questions });

describe('cards of an entry', () => {
  it('make a card of a non-empty key learning and one of each question line', () => {
    const cards = cardsOfEntry(entry('Hooks run in order', '- Why can hooks not be conditional?\n\n2. What is a closure?\n  '));
    expect(cards.map((c) => [c.cardKey.startsWith('q-') ? 'q' : c.cardKey, c.kind, c.text])).toEqual([
      ['key', 'key', 'Hooks run in order'],
      ['q', 'question', 'Why can hooks not be conditional?'],
      ['q', 'question', 'What is a closure?'],
    ]);
    expect(cardsOfEntry(entry('   ', null))).toEqual([]);
  });

  it('key a question by its text, the same everywhere, and make one card of a repeated line', () => {
    expect(questionCardKey('What is a closure?')).toBe(questionCardKey('  what is   a closure? '));
    expect(questionCardKey('What is a closure?')).not.toBe(questionCardKey('What is a monad?'));
    expect(cardsOfEntry(entry(null, 'Why?\n- Why?'))).toHaveLength(1);
    expect(questionLines('* [ ] Task?\n> Quote?')).toEqual(['Task?', 'Quote?']);
  });

  it('keep the key of a reviewed question through a small edit, but not through a new question', () => {
    const before = 'What does useEffect clean up?';
    const known = [{ cardKey: questionCardKey(before), text: before }];
    const edited = cardsOfEntry(entry(null, 'What does useEffect clean up, and when?\nWhat is Suspense?'), known);
    expect(edited[0]?.cardKey).toBe(questionCardKey(before));
    expect(edited[1]?.cardKey).toBe(questionCardKey('What is Suspense?'));
    const replaced = cardsOfEntry(entry(null, 'How do I profile a render?'), known);
    expect(replaced[0]?.cardKey).toBe(questionCardKey('How do I profile a render?'));
  });

  it('give each known card to at most one line, the most similar first', () => {
    const known = [{ cardKey: 'q-old', text: 'What is a React fiber?' }];
    const cards = cardsOfEntry(entry(null, 'What is a fiber in React?\nWhat is a React fiber node?'), known);
    expect(cards.filter((c) => c.cardKey === 'q-old')).toHaveLength(1);
    expect(cards[1]?.cardKey).toBe('q-old');
    expect(textSimilarity('abc', 'abc')).toBe(1);
    expect(textSimilarity('abc', 'xyz')).toBe(0);
  });
});
