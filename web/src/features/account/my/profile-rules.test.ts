import { describe, expect, it } from 'vitest';
import { profileProblems } from './profile-rules.js';

const valid = { nickname: '林晚', bio: '', gender: 'UNSPECIFIED' as const, birthday: '' };

describe('profile rules', () => {
  it('accepts a valid profile', () => {
    expect(profileProblems(valid, '2026-11-22')).toEqual({});
    expect(profileProblems({ ...valid, birthday: '1990-05-01', bio: '画画' }, '2026-11-22')).toEqual({});
  });

  it('rejects an empty or too long nickname', () => {
    expect(profileProblems({ ...valid, nickname: '  ' }, '2026-11-22').nickname).toBe('nicknameInvalid');
    expect(profileProblems({ ...valid, nickname: '字'.repeat(32) }, '2026-11-22').nickname).toBeUndefined();
    expect(profileProblems({ ...valid, nickname: '字'.repeat(33) }, '2026-11-22').nickname).toBe(
      'nicknameInvalid',
    );
  });

  it('rejects a long bio and a birthday that is not in the past', () => {
    const problems = profileProblems(
      { ...valid, bio: 'x'.repeat(501), birthday: '2026-11-22' },
      '2026-11-22',
    );
    expect(problems).toEqual({ bio: 'bioInvalid', birthday: 'birthdayInvalid' });
  });
});
