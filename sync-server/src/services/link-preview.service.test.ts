import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntry, learner } from '../seed/test-fixtures';
import { startTestServer, type TestServer } from '../test/test-server';
import { escapeHtml, findLinkPreview, withLinkPreview } from './link-preview.service';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>LearnLog — your learning journal</title>
    <meta
      name="description"
      content="The app's own description."
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'learnlog-preview-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  server = await startTestServer({ appDistDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The raw HTML a crawler gets for a path (no script runs). */
async function crawl(pathname: string): Promise<string> {
  const res = await fetch(`${server.url}${pathname}`, { headers: { Accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('link previews of the public pages', () => {
  it("names a learner's share page with their name and bio", async () => {
    const ann = await learner(server, { sharePageEnabled: true, sharePageBio: 'Learning Rust in public', firstName: 'Ann', lastName: 'Lee' });
    await insertEntry(server, ann.id, { title: 'Ownership', isPublic: true, shareId: `s-${ann.id}` });

    const html = await crawl(`/share/${ann.username}`);
    expect(titleOf(html)).toBe("Ann Lee&#39;s Learning Journey · LearnLog");
    expect(metaContent(html, 'description')).toBe('Learning Rust in public');
    expect(metaContent(html, 'og:title')).toBe("Ann Lee&#39;s Learning Journey · LearnLog");
    expect(metaContent(html, 'og:description')).toBe('Learning Rust in public');
    expect(metaContent(html, 'og:type')).toBe('profile');
    // One title and one description: the shell's own are replaced, not kept beside.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('describes a share page without a bio by its public entry count', async () => {
    const bob = await learner(server, { sharePageEnabled: true, firstName: 'Bob', lastName: null });
    await insertEntry(server, bob.id, { title: 'One', isPublic: true, shareId: `b1-${bob.id}` });
    await insertEntry(server, bob.id, { title: 'Two', isPublic: true, shareId: `b2-${bob.id}` });
    await insertEntry(server, bob.id, { title: 'Hidden', isPublic: false });
    const html = await crawl(`/share/${bob.username}`);
    expect(metaContent(html, 'description')).toBe('Bob&#39;s learning journal on LearnLog: 2 public entries.');
  });

  it("names a shared entry by its title and key learning, escaping the learner's HTML", async () => {
    const eve = await learner(server);
    const shareId = `e-${eve.id}`;
    await insertEntry(server, eve.id, {
      title: 'Tags like <script>alert("x")</script> & more',
      keyLearning: 'Escape "quotes" and <b>tags</b>',
      content: 'Body',
      isPublic: true,
      shareId,
    });
    const html = await crawl(`/journal/${shareId}`);
    expect(titleOf(html)).toBe('Tags like &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more · LearnLog');
    // Tags are dropped as markup (the page never renders a learner's HTML) and quotes escaped.
    expect(metaContent(html, 'og:description')).toBe('Escape &quot;quotes&quot; and tags');
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(html).not.toContain('<script>alert');
  });

  it('uses the start of the content, as plain text, when an entry has no key learning', async () => {
    const kim = await learner(server);
    await insertEntry(server, kim.id, { title: 'Notes', content: '## Closures\n\nA **closure** keeps its scope.', isPublic: true, shareId: `k-${kim.id}` });
    const html = await crawl(`/journal/k-${kim.id}`);
    expect(metaContent(html, 'description')).toBe('Closures · A closure keeps its scope.');
  });

  it('keeps the default shell for private, missing and switched-off pages, and for app routes', async () => {
    const off = await learner(server, { sharePageEnabled: false });
    await insertEntry(server, off.id, { title: 'Private diary', isPublic: false, shareId: `p-${off.id}` });
    for (const pathname of [`/share/${off.username}`, '/share/nobody-here', `/journal/p-${off.id}`, '/journal/missing', '/journal', '/resources']) {
      const html = await crawl(pathname);
      expect(titleOf(html)).toBe('LearnLog — your learning journal');
      expect(html).not.toContain('og:title');
      expect(html).not.toContain('Private diary');
    }
  });

  it('finds nothing for a malformed address', async () => {
    expect(await findLinkPreview(server.db, '/share/%E0%A4%A')).toBeUndefined();
    expect(await findLinkPreview(server.db, '/share/a/b')).toBeUndefined();
  });
});

describe('withLinkPreview', () => {
  it('adds the tags before </head> and reads "$&" in a title literally', () => {
    const html = withLinkPreview(SHELL, { title: 'Costs $& more', description: 'd', type: 'article' });
    expect(titleOf(html)).toBe('Costs $&amp; more');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes every character that could break out of an attribute or open a tag', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
