// Client-side mirror of nextland's registration rules (nextland/src/modules/account/validators.ts) for fast
// feedback; the server stays the authority and its field errors are shown as they come.
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const INVITATION_PATTERN = /^[A-Za-z0-9]{4,16}$/;

export type RegistrationValues = { phone: string; smsCode: string; invitationCode: string };
export type RegistrationField = keyof RegistrationValues;
export type RegistrationProblem = 'phoneInvalid' | 'codeInvalid' | 'invitationInvalid';

export function phoneProblem(phone: string): RegistrationProblem | null {
  return PHONE_PATTERN.test(phone.trim()) ? null : 'phoneInvalid';
}

export function registrationProblems(
  values: RegistrationValues,
): Partial<Record<RegistrationField, RegistrationProblem>> {
  const problems: Partial<Record<RegistrationField, RegistrationProblem>> = {};
  const phone = phoneProblem(values.phone);
  if (phone) problems.phone = phone;
  if (!SMS_CODE_PATTERN.test(values.smsCode.trim())) problems.smsCode = 'codeInvalid';
  const invitation = values.invitationCode.trim();
  if (invitation && !INVITATION_PATTERN.test(invitation)) problems.invitationCode = 'invitationInvalid';
  return problems;
}
