/**
 * The baseline the real write path is compared with (server-bench.ts): a bare Express 5 app with
 * express.json() that writes what a create writes at its least, the entry row and its
 * idempotency record in one transaction through better-sqlite3 prepared statements, on the same
 * migrated schema, and answers the stored row. No session, logging, headers, compression,
 * validation or limits: whatever the real server spends beyond this is its own.
 *
 * Run by the bench in a child process, like the real server: PORT, HOST, DATABASE_PATH.
 */
import express from 'express';
import { openSqliteDatabase } from '../../sync-server/src/db/client';

const { sqlite } = openSqliteDatabase(process.env.DATABASE_PATH ?? ':memory:');
sqlite.prepare("INSERT INTO users (email, passwordHash, username, createdAt, updatedAt) VALUES ('bare@example.com', 'x', 'bare', 'now', 'now')").run();
const userId = (sqlite.prepare('SELECT id FROM users').get() as { id: number }).id;

const insertRow = sqlite.prepare(
  'INSERT INTO journal_entries (userId, id, version, createdAt, updatedAt, title, content, tags) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
);
const insertKey = sqlite.prepare(
  "INSERT INTO idempotency_keys (userId, key, method, path, status, body, createdAt) VALUES (?, ?, 'POST', '/api/journal-entries', 201, ?, ?)",
);
let version = 0;
const write = sqlite.transaction((body: { id: number; title: string; content: string; tags: string[] }, key: string) => {
  const stamp = new Date().toISOString();
  version += 1;
  const row = insertRow.get(userId, body.id, version, stamp, stamp, body.title, body.content, JSON.stringify(body.tags)) as Record<string, unknown>;
  const answer = JSON.stringify(row);
  insertKey.run(userId, key, answer, stamp);
  return answer;
});

const app = express();
app.use(express.json());
app.get('/api/health', (_req, res) => {
  res.json({ ok: true });
});
app.post('/api/journal-entries', (req, res) => {
  const answer = write(req.body, req.get('idempotency-key') ?? '');
  res.status(201).type('json').send(answer);
});
app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  sqlite.close();
  process.exit(0);
});
