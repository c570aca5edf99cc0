import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      rateLimitFactor: 1,
      databaseUrl: undefined,
      admin: undefined,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/opinions',
      DATABASE_URL: 'postgres://x@db/opinions',
      RATE_LIMIT_FACTOR: '50',
      PUBLIC_URL: 'https://opinions.example/',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'root@example.org',
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'a long admin password',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/opinions',
      databaseUrl: 'postgres://x@db/opinions',
      rateLimitFactor: 50,
      publicUrl: 'https://opinions.example',
      seedDemo: false,
      admin: { email: 'root@example.org', username: 'root', password: 'a long admin password' },
    });
  });

  it('bounds the page cache in bytes and time', () => {
    expect(loadConfig({})).toMatchObject({
      pageCacheMaxBytes: 64 * 1024 * 1024,
      pageCacheTtlSeconds: 3600,
    });
    expect(loadConfig({ PAGE_CACHE_MAX_MB: '8', PAGE_CACHE_TTL_SECONDS: '5' })).toMatchObject({
      pageCacheMaxBytes: 8 * 1024 * 1024,
      pageCacheTtlSeconds: 5,
    });
    expect(() => loadConfig({ PAGE_CACHE_MAX_MB: '-1' })).toThrow(/PAGE_CACHE_MAX_MB/);
    expect(() => loadConfig({ PAGE_CACHE_TTL_SECONDS: 'forever' })).toThrow(
      /PAGE_CACHE_TTL_SECONDS/,
    );
  });

  it('reads the HTTP caches to purge, comma-separated, or none', () => {
    expect(loadConfig({}).edgePurgeUrls).toEqual([]);
    expect(loadConfig({ EDGE_PURGE_URL: 'http://varnish:80/' }).edgePurgeUrls).toEqual([
      'http://varnish:80/',
    ]);
    expect(
      loadConfig({ EDGE_PURGE_URL: ' http://10.0.0.5:6081/ , https://edge.internal/,' })
        .edgePurgeUrls,
    ).toEqual(['http://10.0.0.5:6081/', 'https://edge.internal/']);
    expect(() => loadConfig({ EDGE_PURGE_URL: 'varnish:80' })).toThrow(/EDGE_PURGE_URL/);
  });

  it('bounds sitemap files by the protocol limit', () => {
    expect(loadConfig({}).sitemapChunkSize).toBe(10_000);
    expect(loadConfig({ SITEMAP_CHUNK_SIZE: '50000' }).sitemapChunkSize).toBe(50_000);
    for (const raw of ['50001', '2.5', '0', 'many'])
      expect(() => loadConfig({ SITEMAP_CHUNK_SIZE: raw })).toThrow(/SITEMAP_CHUNK_SIZE/);
  });

  it('rebuilds the sitemap five minutes after a change unless told otherwise', () => {
    expect(loadConfig({}).sitemapRebuildSeconds).toBe(300);
    expect(loadConfig({ SITEMAP_REBUILD_SECONDS: '30' }).sitemapRebuildSeconds).toBe(30);
    for (const raw of ['0', '-5', 'soon'])
      expect(() => loadConfig({ SITEMAP_REBUILD_SECONDS: raw })).toThrow(/SITEMAP_REBUILD_SECONDS/);
  });

  it('reads replica URLs only beside DATABASE_URL, and refuses bad ones without showing passwords', () => {
    expect(loadConfig({})).toMatchObject({
      databaseReplicaUrls: [],
      replicaMaxLagSeconds: 5,
      readYourWritesSeconds: 10,
    });
    const primary = 'postgres://app:secret@db:5432/opinions';
    expect(
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_REPLICA_URLS:
          ' postgres://app:secret@r1/opinions, postgresql://app:secret@r2:5433/opinions,',
        REPLICA_MAX_LAG_SECONDS: '2.5',
        READ_YOUR_WRITES_SECONDS: '30',
      }),
    ).toMatchObject({
      databaseReplicaUrls: [
        'postgres://app:secret@r1/opinions',
        'postgresql://app:secret@r2:5433/opinions',
      ],
      replicaMaxLagSeconds: 2.5,
      readYourWritesSeconds: 30,
    });
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://app@r1/opinions' })).toThrow(
      /DATABASE_REPLICA_URLS needs DATABASE_URL/,
    );
    for (const bad of [
      'r1:5432',
      'http://app:secret@r1/opinions',
      'postgres://app:secret@/opinions',
    ]) {
      const load = () => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: bad });
      expect(load).toThrow(/DATABASE_REPLICA_URLS must list postgres:\/\/ URLs/);
      expect(load).not.toThrow(/secret/);
    }
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: primary })).toThrow(
      /DATABASE_URL itself/,
    );
    expect(() =>
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_REPLICA_URLS: 'postgres://r1/o,postgres://r1/o',
      }),
    ).toThrow(/twice/);
    expect(() => loadConfig({ REPLICA_MAX_LAG_SECONDS: '0' })).toThrow(/REPLICA_MAX_LAG_SECONDS/);
    expect(() => loadConfig({ READ_YOUR_WRITES_SECONDS: '1.5' })).toThrow(
      /READ_YOUR_WRITES_SECONDS must be a whole number/,
    );
  });

  it('refuses half an admin and nonsense numbers', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'root@example.org' })).toThrow(/all three/);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0' })).toThrow(
      /RATE_LIMIT_FACTOR must be a positive number/,
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'example.org' })).toThrow(
      /PUBLIC_URL must be an http\(s\) URL/,
    );
  });
});
