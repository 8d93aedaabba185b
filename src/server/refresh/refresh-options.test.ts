import { describe, expect, it } from 'vitest';
import { fromFolderRefusal } from './refresh-options';

describe('fromFolderRefusal', () => {
  it.each(['production', 'development'] as const)(
    'refuses recorded answers with NODE_ENV=%s, saying why',
    (mode) => {
      const refusal = fromFolderRefusal({ NODE_ENV: mode });
      expect(refusal).toBeDefined();
      expect(refusal).not.toContain('\n');
      expect(refusal).toContain('--from is refused');
      expect(refusal).toContain('test data');
      expect(refusal).toContain('NODE_ENV=test');
      expect(refusal).toContain(`NODE_ENV=${mode}`);
    },
  );

  it('lets a test run read recorded answers', () => {
    expect(fromFolderRefusal({ NODE_ENV: 'test' })).toBeUndefined();
  });
});
