/**
 * One HTTP request with a body sent exactly as given, declared (Content-Length) or streamed in
 * chunks, for body-limit tests. Resolves with the answer even when the server closes the
 * connection while the body is still being sent (it refuses a body it will not read).
 */
import { request } from 'node:http';
import { StringDecoder } from 'node:string_decoder';

export interface RawRequest {
  method: string;
  path: string;
  body: Buffer;
  /** Stream the body in 64 KB chunks without a Content-Length. */
  chunked?: boolean;
  headers?: Record<string, string>;
}

export interface RawResponse {
  /** null when the connection closed without an answer. */
  status: number | null;
  text: string;
  /** Bytes of the body written before the answer or the close. */
  sentBytes: number;
}

const CHUNK = 64 * 1024;

export function sendRaw(baseUrl: string, options: RawRequest): Promise<RawResponse> {
  const url = new URL(options.path, baseUrl);
  return new Promise((resolve) => {
    let sentBytes = 0;
    let settled = false;
    const settle = (value: RawResponse) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (!options.chunked) headers['content-length'] = String(options.body.length);
    const req = request(url, { method: options.method, headers, agent: false }, (res) => {
      // Decoded as it arrives: an 8 MB answer decoded at the end would stall this process, which
      // is also the server's, and count against the server in blocking tests.
      const decoder = new StringDecoder('utf8');
      let text = '';
      res.on('data', (part: Buffer) => {
        text += decoder.write(part);
      });
      res.on('end', () => settle({ status: res.statusCode ?? null, text: text + decoder.end(), sentBytes }));
      res.on('error', () => settle({ status: res.statusCode ?? null, text: text + decoder.end(), sentBytes }));
    });
    req.on('error', () => settle({ status: null, text: '', sentBytes }));

    let offset = 0;
    const writeMore = () => {
      while (offset < options.body.length && !settled && !req.destroyed) {
        const part = options.body.subarray(offset, offset + CHUNK);
        offset += part.length;
        const more = req.write(part, () => {
          sentBytes += part.length;
        });
        if (!more) return void req.once('drain', writeMore);
      }
      if (offset >= options.body.length) req.end();
    };
    writeMore();
  });
}
