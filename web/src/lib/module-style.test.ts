import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BookOpen } from 'lucide-react';
import { describe, expect, it } from 'vitest';

import { getModuleIcon } from '@/lib/module-style';

const contentDir = path.resolve(__dirname, '../../../services/learning/content/modules');

describe('module icons', () => {
  it('when a shipped module names its icon, then the app has that icon (not the fallback book)', () => {
    const icons = readdirSync(contentDir).map((folder) => {
      const yaml = readFileSync(path.join(contentDir, folder, 'module.yaml'), 'utf8');
      return /^icon:\s*(\S+)/m.exec(yaml)?.[1] ?? '';
    });
    expect(icons.length).toBeGreaterThanOrEqual(16);
    for (const icon of icons) expect(getModuleIcon(icon), icon).not.toBe(BookOpen);
  });
});
