/**
 * Saved searches in the export and the import, read from the kind's registry entry (exportShape):
 * the round trip keeps ids, names and queries; the preview counts them; an old export still imports.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JsonObject, TestClient } from '../test/http-client';
import type { TestServer } from '../test/test-server';
import type * as ImportBatch from '../services/import-batch';
import { deviceWrite, newLearner, startSyncedServer, storedRows } from '../services/synced-record.fixtures';

// While armed, a milestone so titled fails its batch after the saved searches were written.
const failure = vi.hoisted(() => ({ armed: false }));
vi.mock('../services/import-batch', async (importOriginal) => {
  const original = await importOriginal<typeof ImportBatch>();
  return {
    ...original,
    writeMilestones: (...args: Parameters<typeof original.writeMilestones>) => {
      if (failure.armed && args[2].some((milestone) => milestone.title === 'Explode mid-import')) throw new Error('disk full');
      return original.writeMilestones(...args);
    },
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startSyncedServer();
});
afterAll(() => server.close());

function upload(client: TestClient, zip: Uint8Array, preview = false) {
  return client.post(`/api/import${preview ? '?preview=true' : ''}`, undefined, {
    rawBody: zip.slice(),
    headers: { 'content-type': 'application/zip', 'X-File-Name': 'export.zip' },
  });
}

async function exportOf(client: TestClient): Promise<Uint8Array> {
  const res = await fetch(`${server.url}/api/export`, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** The zip with learnlog.json changed by `edit`. */
function withJson(zip: Uint8Array, edit: (json: Record<string, unknown>) => void): Uint8Array {
  const files = unzipSync(zip);
  const json = JSON.parse(strFromU8(files['learnlog.json'] as Uint8Array)) as Record<string, unknown>;
  edit(json);
  return zipSync({ ...files, 'learnlog.json': strToU8(JSON.stringify(json)) });
}

const searchesOf = async (client: TestClient) =>
  ((await client.get<JsonObject[]>('/api/saved-searches')).body ?? [])
    .map(({ id, name, query, position, createdAt }) => ({ id, name, query, position, createdAt }))
    .sort((a, b) => Number(a.id) - Number(b.id));

async function withSearches() {
  const ann = await newLearner(server, 'seeker');
  await ann.client.post('/api/saved-searches', { name: 'Rust', query: 'q=ownership&tag=rust', position: 1 }, deviceWrite());
  await ann.client.post('/api/saved-searches', { name: 'Go', query: 'tag=go' }, deviceWrite());
  return ann;
}

describe('saved searches in learnlog.json', () => {
  it('are exported under savedSearches with their ids, names and queries', async () => {
    const ann = await withSearches();
    const json = JSON.parse(strFromU8(unzipSync(await exportOf(ann.client))['learnlog.json'] as Uint8Array));
    expect(json.savedSearches.map(({ id, name, query }: JsonObject) => ({ id, name, query })).sort((a: JsonObject, b: JsonObject) => Number(a.id) - Number(b.id))).toEqual(
      (await searchesOf(ann.client)).map(({ id, name, query }) => ({ id, name, query })),
    );
  });

  it('round trip: another account gets them with their ids; the preview counts them; the same file again adds none', async () => {
    const ann = await withSearches();
    const zip = await exportOf(ann.client);
    const bob = await newLearner(server, 'seeker');

    expect((await upload(bob.client, zip, true)).body).toMatchObject({ preview: '0 entries, 2 saved searches', total: { savedSearches: 2 } });
    const first = await upload(bob.client, zip);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ added: { savedSearches: 2 }, message: 'Imported 0 entries, 2 saved searches.' });
    expect(await searchesOf(bob.client)).toEqual(await searchesOf(ann.client));

    const again = await upload(bob.client, zip);
    expect(again.body).toMatchObject({ added: { savedSearches: 0 }, preview: '0 entries, 2 saved searches — 2 already here' });
    expect(await storedRows(server, 'saved_searches', bob.id)).toHaveLength(2);
  });

  it('a saved search deleted here comes back as a new one', async () => {
    const ann = await withSearches();
    const zip = await exportOf(ann.client);
    const [gone] = await searchesOf(ann.client);
    await ann.client.del(`/api/saved-searches/${gone?.id}`, deviceWrite());
    expect((await upload(ann.client, zip)).body).toMatchObject({ added: { savedSearches: 1 } });
    const back = (await searchesOf(ann.client)).find((search) => search.name === gone?.name);
    expect(back).toMatchObject({ query: gone?.query });
    expect(back?.id).not.toBe(gone?.id);
  });

  it('an export made before saved searches (no savedSearches key) still imports', async () => {
    const ann = await withSearches();
    const old = withJson(await exportOf(ann.client), (json) => delete json.savedSearches);
    const bob = await newLearner(server, 'seeker');
    const res = await upload(bob.client, old);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Imported 0 entries.' });
    expect(await searchesOf(bob.client)).toEqual([]);
  });

  it('refuses (422, as for other kinds) a file naming one saved search id twice, or one without a name, naming the place', async () => {
    const ann = await withSearches();
    const zip = await exportOf(ann.client);
    const twice = withJson(zip, (json) => {
      const list = json.savedSearches as JsonObject[];
      list.push({ ...list[0], name: 'Copy' });
    });
    const bob = await newLearner(server, 'seeker');
    const repeated = await upload(bob.client, twice);
    expect(repeated.status).toBe(422);
    expect(String(repeated.body.message)).toMatch(/^learnlog\.json: savedSearches\.2: the id \d+ appears twice/);
    const unnamed = await upload(bob.client, withJson(zip, (json) => ((json.savedSearches as JsonObject[])[0] = { ...(json.savedSearches as JsonObject[])[0], name: ' ' })));
    expect(unnamed.status).toBe(422);
    expect(String(unnamed.body.message)).toMatch(/^learnlog\.json: savedSearches\.0\.name: Please give the search a name\./);
    expect(await storedRows(server, 'saved_searches', bob.id)).toEqual([]);
  });

  it('is all-or-nothing: a failure later in the import withdraws the saved searches it wrote', async () => {
    const ann = await newLearner(server, 'sage');
    await ann.client.post('/api/saved-searches', { name: 'Rust', query: 'tag=rust' }, deviceWrite());
    const plan = await ann.client.post('/api/learn-plans', { title: 'Rust month', goal: 'Ship it' }, deviceWrite());
    await ann.client.post(`/api/learn-plans/${plan.body.id}/milestones`, { title: 'Explode mid-import', order: 1 }, deviceWrite());
    const zip = await exportOf(ann.client);
    const fay = await newLearner(server, 'sage');
    failure.armed = true;
    const res = await upload(fay.client, zip).finally(() => (failure.armed = false));
    expect(res.status).toBe(500);
    expect(await storedRows(server, 'saved_searches', fay.id)).toEqual([expect.objectContaining({ deletedAt: expect.any(String) })]);
    expect(await searchesOf(fay.client)).toEqual([]);
  });
});
