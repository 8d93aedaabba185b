import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A self-signed certificate, valid a day, made with the system's openssl (no dependency needed): `name` is its
 * common name and `altNames` its subjectAltName entries (`IP:127.0.0.1`, `DNS:localhost`).
 */
export function makeCertificate(name: string, altNames: readonly string[]): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-cert-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${name}`,
      '-addext',
      `subjectAltName=${altNames.join(',')}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
}
