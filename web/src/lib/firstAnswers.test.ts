/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module reads the page once, so each test loads it afresh.
async function load() {
  vi.resetModules();
  return (await import('./firstAnswers')).takeFirstAnswer;
}

function page(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'first-answers';
  block.textContent = json;
  document.body.append(block);
}

const origin = window.location.origin;

beforeEach(() => {
  page(JSON.stringify({ '/hats?order=desc&page=1&sort=created_at': { items: [1] }, '/settings': { trade_fee: 9 } }));
});

afterEach(() => {
  document.getElementById('first-answers')?.remove();
});

describe('takeFirstAnswer', () => {
  it('matches the address whatever the order of its query, once', async () => {
    const take = await load();
    expect(take(`${origin}/hats?sort=created_at&page=1&order=desc`)).toEqual({ items: [1] });
    expect(take(`${origin}/hats?sort=created_at&page=1&order=desc`)).toBeUndefined();
    expect(take(`${origin}/settings`)).toEqual({ trade_fee: 9 });
    expect(document.getElementById('first-answers')).toBeNull();
  });

  it('holds nothing for another address, another origin or another page of results', async () => {
    const take = await load();
    expect(take(`${origin}/hats?sort=created_at&page=2&order=desc`)).toBeUndefined();
    expect(take('https://elsewhere.test/settings')).toBeUndefined();
    expect(take(`${origin}/settings`)).toEqual({ trade_fee: 9 });
  });

  it('is not used once the page is no longer new', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(31_000);
    const take = await load();
    expect(take(`${origin}/settings`)).toBeUndefined();
  });

  it('reads a page without answers, or with a broken block, as holding none', async () => {
    document.getElementById('first-answers')!.textContent = '{not json';
    expect((await load())(`${origin}/settings`)).toBeUndefined();
    document.getElementById('first-answers')?.remove();
    expect((await load())(`${origin}/settings`)).toBeUndefined();
  });
});
