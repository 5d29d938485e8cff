import { describe, expect, it } from 'vitest';
import { mapPhotoReferences, photoIndexOf, photoReference, photosShownInPlace, withoutPhoto } from './photo-references';

describe('photos in place', () => {
  it('writes and reads a reference counting from 1', () => {
    expect(photoReference(0, 'A [whiteboard]')).toBe('![A  whiteboard](photo:1)');
    expect(photoIndexOf('photo:3')).toBe(2);
    expect(photoIndexOf('photo:0')).toBeNull();
    expect(photoIndexOf('https://example.com/photo:1')).toBeNull();
  });

  it('finds the photos a text shows in place', () => {
    const text = 'Intro\n\n![](photo:2)\n\nand ![sketch](photo:1) and ![](other.png)';
    expect([...photosShownInPlace(text)].sort()).toEqual([0, 1]);
  });

  it('removing a photo drops its references and moves later ones down', () => {
    const text = 'a ![one](photo:1) b ![two](photo:2) c ![three](photo:3)';
    expect(withoutPhoto(text, 1)).toBe('a ![one](photo:1) b  c ![three](photo:2)');
  });

  it('maps references to other addresses, for an export', () => {
    expect(mapPhotoReferences('x ![cap](photo:2)', (i, c) => `![${c}](photos/${i}.jpg)`)).toBe('x ![cap](photos/1.jpg)');
  });
});
