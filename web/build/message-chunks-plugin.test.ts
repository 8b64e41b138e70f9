import { describe, expect, it } from 'vitest';
import { messageChunksOf } from './message-chunks-plugin.js';

describe('messageChunksOf', () => {
  it('names the client chunk of each message module', () => {
    const bundle = {
      a: {
        type: 'chunk' as const,
        fileName: 'assets/chunks/a.js',
        facadeModuleId: '/w/web/src/lib/i18n/messages/en.ts',
      },
      b: {
        type: 'chunk' as const,
        fileName: 'assets/chunks/b.js',
        facadeModuleId: '/w/web/src/lib/i18n/messages/zh-CN-personal.ts',
      },
      c: {
        type: 'chunk' as const,
        fileName: 'assets/chunks/c.js',
        facadeModuleId: '/w/web/src/pages/+Head.tsx',
      },
      d: { type: 'asset' as const, fileName: 'assets/static/x.css' },
    };
    expect(messageChunksOf(bundle)).toEqual({
      en: '/assets/chunks/a.js',
      'zh-CN-personal': '/assets/chunks/b.js',
    });
  });
});
