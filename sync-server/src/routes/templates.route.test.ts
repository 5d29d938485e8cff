import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEMPLATE_CATEGORIES, templatesResponseSchema, type PremiumTemplate } from '@learnlog/shared';
import { PLAN_PATCHES, learner, type Learner } from '../seed/test-fixtures';
import { SEED_TEMPLATES } from '../seed/templates';
import { createClient } from '../test/http-client';
import { startTestServer, type TestServer, testTables } from '../test/test-server';

const { premiumTemplates } = testTables();

let server: TestServer;
let sage: Learner;
beforeAll(async () => {
  server = await startTestServer();
  sage = await learner(server, PLAN_PATCHES.sage);
});
afterAll(() => server.close());

const catalogue = async (who: Learner = sage, query = '') => {
  const res = await who.client.get(`/api/templates/premium${query}`);
  expect(res.status).toBe(200);
  return templatesResponseSchema.parse(res.body);
};
const templateId = async (title: string) => (await catalogue()).templates.find((t) => t.title === title)?.id ?? 0;

describe('GET /api/templates/premium', () => {
  it('lists every seeded template, and all seven categories with their counts', async () => {
    const { templates, categories } = await catalogue();
    expect(templates.length).toBe(SEED_TEMPLATES.length);
    expect(categories.map((c) => c.id)).toEqual(TEMPLATE_CATEGORIES.map((c) => c.id));
    expect(categories.map((c) => c.name)).toEqual(TEMPLATE_CATEGORIES.map((c) => c.name));
    for (const category of categories) {
      expect(category.count).toBe(templates.filter((t) => t.category === category.id).length);
    }
  });

  it('filters by category, still counting every category', async () => {
    const { templates, categories } = await catalogue(sage, '?category=failure-review');
    expect(templates.length).toBeGreaterThan(0);
    expect(templates.every((t) => t.category === 'failure-review')).toBe(true);
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(SEED_TEMPLATES.length);
  });

  it('leaves out inactive templates', async () => {
    const id = await templateId('Five Whys');
    await server.db.q.update(premiumTemplates).set({ isActive: false }).where(eq(premiumTemplates.id, id));
    try {
      const { templates, categories } = await catalogue();
      expect(templates.map((t) => t.title)).not.toContain('Five Whys');
      expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(SEED_TEMPLATES.length - 1);
    } finally {
      await server.db.q.update(premiumTemplates).set({ isActive: true }).where(eq(premiumTemplates.id, id));
    }
  });

  it('refuses an unknown category', async () => {
    const res = await sage.client.get('/api/templates/premium?category=poetry');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Validation failed', errors: [expect.objectContaining({ path: 'category' })] });
  });
});

describe('the premium gate', () => {
  const calls = [
    ['GET', '/api/templates/premium'],
    ['GET', '/api/templates/premium/search?q=habit'],
    ['GET', '/api/templates/favorites'],
    ['POST', '/api/templates/favorites'],
    ['DELETE', '/api/templates/favorites/1'],
    ['POST', '/api/templates/1/use'],
  ] as const;

  it('answers 403 "Premium access required" to a seeker after the trial and to scholar', async () => {
    for (const patch of [PLAN_PATCHES.expiredSeeker, PLAN_PATCHES.expiredScholar]) {
      const someone = await learner(server, patch);
      for (const [method, path] of calls) {
        const res = await someone.client.request(method, path, method === 'POST' ? { templateId: 1 } : undefined);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body).toEqual({ message: 'Premium access required' });
      }
    }
  });

  it('opens to sage, lifetime access, admins and a learner in the trial', async () => {
    for (const patch of [PLAN_PATCHES.sage, PLAN_PATCHES.lifetime, { ...PLAN_PATCHES.expiredSeeker, isAdmin: true }, PLAN_PATCHES.seeker]) {
      const someone = await learner(server, patch);
      expect((await someone.client.get('/api/templates/premium')).status).toBe(200);
    }
  });

  it('answers 401 signed out', async () => {
    const visitor = createClient(server.url);
    for (const [method, path] of calls) {
      expect((await visitor.request(method, path, method === 'POST' ? { templateId: 1 } : undefined)).status).toBe(401);
    }
  });
});

describe('GET /api/templates/premium/search', () => {
  const search = async (q: string) => {
    const res = await sage.client.get<PremiumTemplate[]>(`/api/templates/premium/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('answers nothing until the query is longer than 2 characters after trimming', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('ha')).toEqual([]);
    expect(await search('   ha   ')).toEqual([]);
    expect((await search(' hab ')).length).toBeGreaterThan(0);
  });

  it('matches title, description and tags, ignoring case', async () => {
    expect((await search('FEYNMAN')).map((t) => t.title)).toContain('Feynman Technique Explanation');
    // Only in a description.
    expect((await search('plain words')).map((t) => t.title)).toContain('Feynman Technique Explanation');
    // Only in a tag.
    const okr = await search('okr');
    expect(okr.map((t) => t.title)).toContain('Monthly Goal Reset');
    for (const t of okr) expect(`${t.title} ${t.description} ${t.tags.join(' ')}`.toLowerCase()).toContain('okr');
    expect(await search('no template mentions this')).toEqual([]);
  });

  it('needs a q', async () => {
    const res = await sage.client.get('/api/templates/premium/search');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [expect.objectContaining({ path: 'q' })] });
  });
});

describe('favourites', () => {
  it('adds, lists and removes a favourite; both are idempotent', async () => {
    const ann = await learner(server, PLAN_PATCHES.sage);
    const id = await templateId('Habit Scorecard');
    const added = await ann.client.post('/api/templates/favorites', { templateId: id });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ templateId: id });
    expect((await ann.client.post('/api/templates/favorites', { templateId: id })).status).toBe(201);
    expect((await ann.client.get('/api/templates/favorites')).body).toEqual([{ templateId: id }]);

    expect((await ann.client.del(`/api/templates/favorites/${id}`)).status).toBe(204);
    expect((await ann.client.get('/api/templates/favorites')).body).toEqual([]);
    expect((await ann.client.del(`/api/templates/favorites/${id}`)).status).toBe(204);
  });

  it('answers a replayed Idempotency-Key with the stored answer', async () => {
    const ann = await learner(server, PLAN_PATCHES.sage);
    const id = await templateId('Five Whys');
    const key = `fav-${Math.random()}`;
    const first = await ann.client.post('/api/templates/favorites', { templateId: id }, { idempotencyKey: key });
    const again = await ann.client.post('/api/templates/favorites', { templateId: id }, { idempotencyKey: key });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await ann.client.get('/api/templates/favorites')).body).toEqual([{ templateId: id }]);
  });

  it('keeps each learner\'s favourites to themselves', async () => {
    const ann = await learner(server, PLAN_PATCHES.sage);
    const bob = await learner(server, PLAN_PATCHES.sage);
    const id = await templateId('Daily Learning Log');
    await ann.client.post('/api/templates/favorites', { templateId: id });
    expect((await bob.client.get('/api/templates/favorites')).body).toEqual([]);
    expect((await bob.client.del(`/api/templates/favorites/${id}`)).status).toBe(204);
    expect((await ann.client.get('/api/templates/favorites')).body).toEqual([{ templateId: id }]);
  });

  it('answers 404 for a template that does not exist, and 400 for a bad id', async () => {
    const missing = await sage.client.post('/api/templates/favorites', { templateId: 987_654 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found' });
    const bad = await sage.client.post('/api/templates/favorites', { templateId: 'five' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [expect.objectContaining({ path: 'templateId' })] });
    expect((await sage.client.del('/api/templates/favorites/abc')).status).toBe(400);
  });
});

describe('POST /api/templates/{id}/use', () => {
  it('counts a learner once per template, however often they use it, and each learner once', async () => {
    const id = await templateId('Weekly Learning Review');
    const before = (await catalogue()).templates.find((t) => t.id === id)?.usageCount ?? -1;
    const used = await sage.client.post<PremiumTemplate>(`/api/templates/${id}/use`, undefined, { idempotencyKey: 'use-1' });
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ id, title: 'Weekly Learning Review', usageCount: before + 1 });

    const replay = await sage.client.post<PremiumTemplate>(`/api/templates/${id}/use`, undefined, { idempotencyKey: 'use-1' });
    expect(replay.body).toEqual(used.body);
    for (const key of ['use-2', 'use-3', undefined]) {
      const again = await sage.client.post<PremiumTemplate>(`/api/templates/${id}/use`, undefined, key ? { idempotencyKey: key } : {});
      expect(again.status).toBe(200);
      expect(again.body.usageCount).toBe(before + 1);
    }
    expect((await catalogue()).templates.find((t) => t.id === id)?.usageCount).toBe(before + 1);

    const other = await learner(server, PLAN_PATCHES.sage);
    await other.client.post(`/api/templates/${id}/use`);
    await other.client.post(`/api/templates/${id}/use`);
    expect((await catalogue()).templates.find((t) => t.id === id)?.usageCount).toBe(before + 2);
  });

  it('answers 404 for an unknown template and 400 for a bad id', async () => {
    expect((await sage.client.post('/api/templates/987654/use')).status).toBe(404);
    expect((await sage.client.post('/api/templates/abc/use')).status).toBe(400);
  });
});
