import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';

describe('the admin endpoints', () => {
  it('share no name with the member features (a repeated name keeps the first definition)', async () => {
    const others = import.meta.glob(['../*/api.ts', '!../admin/api.ts']);
    for (const load of Object.values(others)) await load();
    const before = new Set(Object.keys(api.endpoints));
    const { adminApi } = await import('./api');
    const mine = Object.keys(adminApi.endpoints).filter((name) => !before.has(name) || name.startsWith('admin'));
    const adminNames = mine.filter((name) => name.startsWith('admin'));
    expect(adminNames.length).toBeGreaterThan(40);
    for (const name of adminNames) expect(before.has(name), `${name} is also defined outside the admin panel`).toBe(false);
  });
});
