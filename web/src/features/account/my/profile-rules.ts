// Client mirror of nextland's profile rules (nextland/src/modules/customer/validators.ts); the server decides.
export type ProfileValues = {
  nickname: string;
  bio: string;
  gender: 'UNSPECIFIED' | 'MALE' | 'FEMALE';
  birthday: string;
};
export type ProfileProblem = 'nicknameInvalid' | 'bioInvalid' | 'birthdayInvalid';

export function profileProblems(
  values: ProfileValues,
  today: string,
): Partial<Record<keyof ProfileValues, ProfileProblem>> {
  const problems: Partial<Record<keyof ProfileValues, ProfileProblem>> = {};
  const nickname = values.nickname.trim();
  if (nickname.length < 1 || nickname.length > 32) problems.nickname = 'nicknameInvalid';
  if (values.bio.trim().length > 500) problems.bio = 'bioInvalid';
  if (values.birthday && !(/^\d{4}-\d{2}-\d{2}$/.test(values.birthday) && values.birthday < today)) {
    problems.birthday = 'birthdayInvalid';
  }
  return problems;
}
