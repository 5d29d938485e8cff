import { describe, expect, it } from 'vitest';
import { changedRange, insertBlock, insertLink, insertTable, toggleInline, toggleLinePrefix } from './markdown-edits';

describe('toggleInline', () => {
  it('wraps the selection in bold and keeps it selected', () => {
    const edit = toggleInline('I learned hooks today', 10, 15, 'bold');
    expect(edit.text).toBe('I learned **hooks** today');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('hooks');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    const edit = toggleInline('Note: ', 6, 6, 'italic');
    expect(edit.text).toBe('Note: *italic text*');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('italic text');
  });

  it('unwraps when pressed again', () => {
    const bold = toggleInline('a hooks b', 2, 7, 'bold');
    const undone = toggleInline(bold.text, bold.selectionStart, bold.selectionEnd, 'bold');
    expect(undone.text).toBe('a hooks b');
    expect(undone.text.slice(undone.selectionStart, undone.selectionEnd)).toBe('hooks');
  });

  it('adds italic inside bold instead of breaking it, and removes either from bold italic', () => {
    const italic = toggleInline('**hooks**', 2, 7, 'italic');
    expect(italic.text).toBe('***hooks***');
    const noBold = toggleInline(italic.text, italic.selectionStart, italic.selectionEnd, 'bold');
    expect(noBold.text).toBe('*hooks*');
  });
});

describe('toggleLinePrefix', () => {
  it('turns the current line into a heading', () => {
    const edit = toggleLinePrefix('first\nsecond line\nthird', 9, 9, 'h1');
    expect(edit.text).toBe('first\n# second line\nthird');
    expect(edit.selectionStart).toBe(11);
  });

  it('replaces one heading level with another, and removes it when pressed again', () => {
    const h2 = toggleLinePrefix('# Title', 3, 3, 'h2');
    expect(h2.text).toBe('## Title');
    expect(toggleLinePrefix(h2.text, 4, 4, 'h2').text).toBe('Title');
  });

  it('bullets or quotes every selected line', () => {
    const text = 'one\ntwo\nthree';
    const bullets = toggleLinePrefix(text, 0, text.length, 'bullet');
    expect(bullets.text).toBe('- one\n- two\n- three');
    expect(bullets.text.slice(bullets.selectionStart, bullets.selectionEnd)).toBe('one\n- two\n- three');
    expect(toggleLinePrefix(bullets.text, 0, bullets.text.length, 'bullet').text).toBe(text);
    expect(toggleLinePrefix('a\nb', 0, 3, 'quote').text).toBe('> a\n> b');
  });

  it('works on an empty text', () => {
    expect(toggleLinePrefix('', 0, 0, 'bullet')).toEqual({ text: '- ', selectionStart: 2, selectionEnd: 2 });
  });
});

describe('the toolbar\'s other edits', () => {
  it('wraps code in backticks and lists as numbers or tasks', () => {
    expect(toggleInline('run npm test', 4, 12, 'code').text).toBe('run `npm test`');
    expect(toggleLinePrefix('a\nb', 0, 3, 'numbered').text).toBe('1. a\n1. b');
    expect(toggleLinePrefix('buy milk', 0, 0, 'task').text).toBe('- [ ] buy milk');
  });

  it('makes a link of the selection with its url selected', () => {
    const edit = insertLink('see MDN here', 4, 7);
    expect(edit.text).toBe('see [MDN](url) here');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('url');
  });

  it('puts a table on lines of its own', () => {
    const edit = insertTable('Intro', 2, 2);
    expect(edit.text).toBe('Intro\n\n| Column | Column |\n| --- | --- |\n|  |  |\n');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('Column');
    expect(insertTable('', 0, 0).text.startsWith('| Column')).toBe(true);
  });

  it('finds the one range that changed', () => {
    expect(changedRange('a hooks b', 'a **hooks** b')).toEqual({ from: 2, to: 7, insert: '**hooks**' });
    expect(changedRange('ab', 'a-b')).toEqual({ from: 1, to: 1, insert: '-' });
    expect(changedRange('same', 'same')).toEqual({ from: 4, to: 4, insert: '' });
    expect(changedRange('abc', '')).toEqual({ from: 0, to: 3, insert: '' });
  });
});

describe('insertBlock', () => {
  const at = (text: string, start: number, end = start) => {
    const edit = insertBlock(text, start, end, '![](photo:1)');
    return { text: edit.text, after: edit.text.slice(edit.selectionStart) };
  };

  it('puts a photo on a paragraph of its own after the line, the caret below it', () => {
    expect(at('The event loop:', 15)).toEqual({ text: 'The event loop:\n\n![](photo:1)\n\n', after: '' });
  });

  it('splits a line it lands in, and adds no blank lines the text already has', () => {
    expect(at('one two', 3)).toEqual({ text: 'one\n\n![](photo:1)\n\n two', after: ' two' });
    expect(at('one\n\ntwo', 5)).toEqual({ text: 'one\n\n![](photo:1)\n\ntwo', after: 'two' });
    expect(at('one\ntwo', 4)).toEqual({ text: 'one\n\n![](photo:1)\n\ntwo', after: 'two' });
    expect(at('one\n\ntwo', 3)).toEqual({ text: 'one\n\n![](photo:1)\n\ntwo', after: 'two' });
  });

  it('needs no blank line at the very start, and replaces a selection', () => {
    expect(at('', 0)).toEqual({ text: '![](photo:1)\n\n', after: '' });
    expect(at('keep this, drop that', 11, 20)).toEqual({ text: 'keep this, \n\n![](photo:1)\n\n', after: '' });
  });
});
