/** Photos in place (issue 33): `![caption](photo:N)` draws the entry's own photo N there, and nothing when there is none. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view';
import { PhotoGrid } from './photo-grid';

const A = 'data:image/jpeg;base64,QUFB';
const B = 'data:image/jpeg;base64,QkJC';
const html = (markdown: string, photos?: readonly string[]) => renderToStaticMarkup(<MarkdownView markdown={markdown} photos={photos} />);
const images = (markup: string) => [...markup.matchAll(/<img [^>]*>/g)].map((match) => match[0]);

describe('photos in place', () => {
  it('draws the named photo between the paragraphs around it, with its caption as the alt text', () => {
    const markup = html('Before.\n\n![The whiteboard](photo:2)\n\nAfter.', [A, B]);
    expect(images(markup)).toHaveLength(1);
    expect(images(markup)[0]).toContain(`src="${B}"`);
    expect(images(markup)[0]).toContain('alt="The whiteboard"');
    expect(markup.indexOf('Before.')).toBeLessThan(markup.indexOf('<img'));
    expect(markup.indexOf('<img')).toBeLessThan(markup.indexOf('After.'));
  });

  it('names a photo without a caption by its number', () => {
    expect(images(html('![](photo:1)', [A]))[0]).toContain('alt="Photo 1"');
  });

  it('shows nothing for a photo the entry does not have, or where no photos are given', () => {
    expect(images(html('Text ![](photo:3) more', [A]))).toEqual([]);
    expect(images(html('Text ![](photo:1) more'))).toEqual([]);
    expect(html('Text ![](photo:3) more', [A])).not.toContain('photo:');
  });

  it('still drops unsafe addresses and keeps web images', () => {
    expect(images(html('![x](javascript:alert(1))', [A]))).toEqual([]);
    expect(images(html('![x](https://example.com/a.png)', [A]))[0]).toContain('src="https://example.com/a.png"');
  });
});

describe('the photo grid', () => {
  it('leaves out the photos shown in place; the others keep their numbers', () => {
    const markup = renderToStaticMarkup(<PhotoGrid photos={[A, B]} title="Notes" shownInPlace={new Set([0])} />);
    expect(images(markup)).toHaveLength(1);
    expect(images(markup)[0]).toContain('alt="Photo 2 of Notes"');
    expect(renderToStaticMarkup(<PhotoGrid photos={[A]} title="Notes" shownInPlace={new Set([0])} />)).toBe('');
  });
});
