import { describe, expect, it } from 'vitest';
import { isReservedNickname, isSuspiciousNickname } from './reserved-nickname.js';

describe('reserved nicknames', () => {
  it.each([
    'Nextland 官方',
    'nextland',
    'NEXTLAND',
    'Ｎｅｘｔｌａｎｄ',
    'N e x t l a n d',
    'next-land',
    'Official',
    'ＯＦＦＩＣＩＡＬ store',
    '官方',
    '官 方 客 服',
    '管理员',
    '管理員',
    '客服小美',
    '官網',
    'Admin',
    'admin_01',
    'Site Moderator',
  ])('refuses %s', (name) => {
    expect(isReservedNickname(name)).toBe(true);
    expect(isSuspiciousNickname(name)).toBe(true);
  });

  it.each(['林晚', '溪月工作室', 'badminton fan', 'Lin Wan', '用户1234', 'Modern Clay', 'officeworker'])(
    'accepts %s',
    (name) => {
      expect(isReservedNickname(name)).toBe(false);
      expect(isSuspiciousNickname(name)).toBe(false);
    },
  );

  it.each(['0fficial', 'N3xtland', 'Nextlnd', 'Offical shop', '平台运营', '系統通報', 'support team'])(
    'accepts but flags %s',
    (name) => {
      expect(isReservedNickname(name)).toBe(false);
      expect(isSuspiciousNickname(name)).toBe(true);
    },
  );
});
