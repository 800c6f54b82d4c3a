import { describe, expect, it } from 'vitest';
import { pageList } from './pageList';

describe('pageList', () => {
  it('lists every page when there are few', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps seven slots with gaps when there are many', () => {
    expect(pageList(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageList(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageList(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
