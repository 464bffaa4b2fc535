import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('starts with defaults on an empty environment: port 3000, embedded database in ./data, demo on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.demo).toBe(true);
  });

  it('reads DEMO=0 and DATABASE_URL', () => {
    const config = loadConfig({ DEMO: '0', DATABASE_URL: 'postgres://u:p@localhost/db' });
    expect(config.demo).toBe(false);
    expect(config.databaseUrl).toBe('postgres://u:p@localhost/db');
  });

  it('keeps public reads 15 s on the server, none in tests, and refuses a bad period', () => {
    expect(loadConfig({}).publicReadCacheSeconds).toBe(15);
    expect(loadConfig({ NODE_ENV: 'test' }).publicReadCacheSeconds).toBe(0);
    expect(loadConfig({ PUBLIC_READ_CACHE_SECONDS: '0' }).publicReadCacheSeconds).toBe(0);
    for (const bad of ['abc', '-1', '1.5', '61'])
      expect(() => loadConfig({ PUBLIC_READ_CACHE_SECONDS: bad })).toThrow(/PUBLIC_READ_CACHE_SECONDS/);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'abc', DEMO: 'maybe', DATABASE_URL: 'mysql://x', ADMIN_LOGIN: 'root' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(4);
    }
  });
});
