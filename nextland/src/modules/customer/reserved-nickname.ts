// Nicknames that impersonate the platform (issue 9 §9): reserved ones are refused, near misses are flagged for
// the officials' review. Officials themselves (the seeded "Nextland 官方") are exempt by role, never by name.

/** Traditional → simplified for the characters of the reserved words (so 管理員 reads as 管理员). */
const SIMPLIFIED: Record<string, string> = {
  員: '员',
  網: '网',
  統: '统',
  營: '营',
  運: '运',
  臺: '台',
  認: '认',
  證: '证',
  團: '团',
  隊: '队',
};

/** Digits and symbols people use to dodge a filter ("0fficial", "N3xtland"). */
const LOOKALIKE: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/** Refused wherever they appear, once folded (case, width, spaces, punctuation, script). */
const RESERVED = [
  'nextland',
  'official',
  'administrator',
  'moderator',
  'customerservice',
  '官方',
  '管理员',
  '客服',
  '官网',
  '系统通知',
];
/** Refused as a whole word only: "admin" is one, "badminton" is not. */
const RESERVED_WORDS = ['admin', 'mod', 'staff'];
/** Legitimate on their own, suspicious next to a name: shown to reviewers, not refused. */
const SUSPICIOUS = ['平台', '运营', '系统', '认证', '团队', 'support', 'team', 'verified', 'service'];

/** NFKC (fullwidth → ASCII, compatibility forms), lower case, simplified script. */
function fold(nickname: string): string {
  return [...nickname.normalize('NFKC').toLowerCase()].map((c) => SIMPLIFIED[c] ?? c).join('');
}

/** Letters and CJK only: spaces, punctuation, symbols and digits go. */
function squeeze(folded: string): string {
  return folded.replace(/[^\p{L}]/gu, '');
}

function words(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** True when the nickname names the platform or its staff. */
export function isReservedNickname(nickname: string): boolean {
  const folded = fold(nickname);
  const squeezed = squeeze(folded);
  return (
    RESERVED.some((word) => squeezed.includes(word)) ||
    words(folded).some((word) => RESERVED_WORDS.includes(word))
  );
}

/** True for a reserved nickname or a near miss (look-alike digits, one typo, suspicious words): for review. */
export function isSuspiciousNickname(nickname: string): boolean {
  if (isReservedNickname(nickname)) return true;
  const folded = fold(nickname);
  const lookalike = [...folded].map((c) => LOOKALIKE[c] ?? c).join('');
  if (isReservedNickname(lookalike)) return true;
  const squeezed = squeeze(folded);
  if (SUSPICIOUS.some((word) => squeezed.includes(word))) return true;
  const latin = words(lookalike).filter((word) => /^[a-z]{5,}$/.test(word));
  return latin.some((word) =>
    RESERVED.some((reserved) => /^[a-z]+$/.test(reserved) && withinOneEdit(word, reserved)),
  );
}
