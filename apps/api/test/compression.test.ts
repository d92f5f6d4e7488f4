import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

// A web root as the web build leaves it: each text file with its .br and .gz beside it.
const webRoot = mkdtempSync(join(tmpdir(), 'innkeep-web-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const html = `<!doctype html><html><head><title>Innkeep</title></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
function writeWithCompressed(path: string, content: string): void {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

let server: TestServer;
beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'));
  writeWithCompressed(join(webRoot, 'assets/x.js'), script);
  writeWithCompressed(join(webRoot, 'index.html'), html);
  server = await startTestServer({ seed: true, server: { webRoot } });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** A raw GET (fetch would decompress and hide the encoding). */
function raw(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(server.base + path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('compressed answers', () => {
  it('serves a hashed asset precompressed with brotli when accepted, gzip otherwise, cached for a year', async () => {
    const br = await raw('/assets/x.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await raw('/assets/x.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await raw('/assets/x.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('serves index.html compressed but always revalidated, at / and at client-side routes', async () => {
    for (const path of ['/', '/index.html', '/rooms']) {
      const page = await raw(path, 'br');
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(page.body).toString()).toBe(html);
    }
    // A client that takes no compression (curl, some crawlers) gets the page too, not the folder's 403.
    for (const path of ['/', '/rooms']) {
      const page = await raw(path);
      expect(page.status).toBe(200);
      expect(page.body.toString()).toBe(html);
    }
  });

  it('serves a cached public read compressed once, by what the client accepts, and varies on it', async () => {
    const rooms = JSON.parse((await raw('/api/rooms')).body.toString()) as unknown;
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accept, encoding] of cases) {
      const first = await raw('/api/rooms', accept);
      const again = await raw('/api/rooms', accept);
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers['vary']).toMatch(/accept-encoding/i);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const text = encoding === 'br' ? brotliDecompressSync(first.body) : encoding === 'gzip' ? gunzipSync(first.body) : first.body;
      expect(JSON.parse(text.toString())).toEqual(rooms);
      // The second answer is the very same bytes, from the cache.
      expect(again.body.equals(first.body)).toBe(true);
    }
  });

  it('compresses a JSON answer over 1 KB when the client accepts it, and not otherwise', async () => {
    const br = await raw('/api/rooms', 'br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const rooms = JSON.parse(brotliDecompressSync(br.body).toString()) as unknown[];
    expect(rooms.length).toBeGreaterThan(0);
    expect(br.body.length).toBeLessThan(JSON.stringify(rooms).length);

    const gz = await raw('/api/rooms', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(rooms);

    const plain = await raw('/api/rooms');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(rooms);

    // The same over tRPC's HTTP path.
    const trpc = await raw('/trpc/rooms.list', 'br');
    expect(trpc.status).toBe(200);
    expect(trpc.headers['content-encoding']).toBe('br');
    expect((JSON.parse(brotliDecompressSync(trpc.body).toString()) as { result: { data: unknown[] } }).result.data).toHaveLength(
      rooms.length,
    );
  });
});
