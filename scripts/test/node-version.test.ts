import { expect, it } from 'vitest';

it('runs on Node 24, the one npm ci installs into node_modules/.bin, whatever the system has', () => {
  expect(process.version).toMatch(/^v24\./);
});
