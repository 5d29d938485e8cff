/**
 * A local stand-in for an OpenAI-compatible chat completions API, on 127.0.0.1, for tests:
 * point OPENAI_BASE_URL at `url` and choose how it answers with `mode`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { SummaryContent } from '@learnlog/shared';

type FakeChatMode =
  /** A valid JSON summary. */
  | 'good'
  /** Prose instead of the JSON object that was asked for. */
  | 'prose'
  /** JSON, but not the shape asked for. */
  | 'wrong-shape'
  /** HTTP 500 with an error body. */
  | 'error'
  /** Accepts the request and never answers. */
  | 'hang';

interface FakeChatRequest {
  authorization: string | undefined;
  path: string;
  body: {
    model?: string;
    response_format?: { type?: string };
    messages?: { role: string; content: string }[];
  };
}

export const FAKE_SUMMARY: SummaryContent = {
  keyInsights: ['You now understand how ownership prevents data races.', 'Borrowing rules clicked once you drew them.'],
  recurringThemes: ['Rust ownership', 'Learning by drawing'],
  reflectionPrompt: 'Where else could drawing a model help you understand something?',
};

function completion(content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export interface FakeChatApi {
  /** The base URL for OPENAI_BASE_URL, e.g. http://127.0.0.1:PORT/v1 */
  url: string;
  mode: FakeChatMode;
  /** Every request received, oldest first. */
  requests: FakeChatRequest[];
  close(): Promise<void>;
}

export async function startFakeChatApi(): Promise<FakeChatApi> {
  const sockets = new Set<Socket>();
  const api: FakeChatApi = { url: '', mode: 'good', requests: [], close: async () => undefined };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      api.requests.push({ authorization: req.headers.authorization, path: req.url ?? '', body: text ? JSON.parse(text) : {} });
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return sendJson(res, 404, { error: { message: 'Not found' } });
      switch (api.mode) {
        case 'good':
          return sendJson(res, 200, completion(JSON.stringify(FAKE_SUMMARY)));
        case 'prose':
          return sendJson(res, 200, completion('Here is a lovely summary of your week: you learned a lot!'));
        case 'wrong-shape':
          return sendJson(res, 200, completion(JSON.stringify({ summary: 'You learned things', insights: 'many' })));
        case 'error':
          return sendJson(res, 500, { error: { message: 'The server had an error', type: 'server_error' } });
        case 'hang':
          return undefined;
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api.url = `http://127.0.0.1:${port}/v1`;
  api.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return api;
}
