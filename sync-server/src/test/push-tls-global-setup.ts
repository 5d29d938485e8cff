/**
 * Vitest global setup: a throwaway certificate for the fake push service (test/fake-push-service.ts),
 * made with openssl before the workers start. The workers inherit NODE_EXTRA_CA_CERTS, which Node
 * reads only when a process starts, so web-push in the server under test trusts the fake over
 * HTTPS exactly as it trusts a real push service, with no test-only option in the server.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PUSH_TLS_DIR_VARIABLE = 'LEARNLOG_TEST_PUSH_TLS';

export default function setup(): () => void {
  if (process.env[PUSH_TLS_DIR_VARIABLE]) return () => undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'learnlog-push-tls-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      { stdio: 'pipe' },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`openssl could not make the fake push service's certificate (apt-get install -y openssl): ${String(error)}`);
  }
  process.env[PUSH_TLS_DIR_VARIABLE] = dir;
  process.env.NODE_EXTRA_CA_CERTS = path.join(dir, 'cert.pem');
  return () => rmSync(dir, { recursive: true, force: true });
}
