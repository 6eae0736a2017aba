import { describe, expect, it } from 'vitest';

import { isNavItemActive } from '@/components/layout/nav-items';

describe('isNavItemActive', () => {
  it("when the link is '/', then only '/' itself is active", () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/lessons', '/')).toBe(false);
    expect(isNavItemActive('/trading', '/')).toBe(false);
  });

  it('when the link is another page, then it is active on that page and below it', () => {
    expect(isNavItemActive('/lessons', '/lessons')).toBe(true);
    expect(isNavItemActive('/lessons/3', '/lessons')).toBe(true);
    expect(isNavItemActive('/leaderboard', '/lessons')).toBe(false);
    expect(isNavItemActive('/lessonsplan', '/lessons')).toBe(false);
  });
});
