import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loopbackConfig, NGINX_CONF } from './nginx-front';

describe('deploy/nginx.conf', () => {
  it('is a configuration that nginx accepts, once its port, instances and folders are set', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-nginx-test-'));
    try {
      const file = path.join(dir, 'nginx.conf');
      fs.writeFileSync(
        file,
        loopbackConfig({ upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'], port: 18080, dir }),
      );
      // `nginx -t` checks the whole file (and that its folders can be made) without serving anything.
      const output = execFileSync('/usr/sbin/nginx', ['-t', '-c', file, '-p', dir], {
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      });
      expect(output).toBe('');
      const text = fs.readFileSync(file, 'utf8');
      expect(text).toContain('server 127.0.0.1:3001 max_fails=3 fail_timeout=10s;');
      expect(text).toContain('server 127.0.0.1:3002 max_fails=3 fail_timeout=10s;');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps only what the app says is shared, and nothing personal', () => {
    const text = fs.readFileSync(NGINX_CONF, 'utf8');
    // nginx's own rules then refuse to keep an answer that sets a cookie or says private or no-store: nothing
    // here may switch them off.
    expect(text).not.toMatch(/proxy_ignore_headers/);
    expect(text).not.toMatch(/proxy_cache_valid/);
    // Client-side navigations get their own copies.
    expect(text).toMatch(/proxy_cache_key [^;]*\$http_rsc/);
  });
});
