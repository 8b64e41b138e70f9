import { useMutation } from '@apollo/client/react';
import { phone as phoneRule } from '@nextland/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendSmsCodeMutation } from '../api/send-sms-code.js';
import { useCountdown } from './use-countdown.js';

const RESEND_SECONDS = 60;

/** What went wrong sending a code: a userError to show on the phone field (or a request that failed). */
export type SmsSendProblem = { code: string; message: string; retryAfter?: number | null } | 'failed';

/** Sends the registration SMS code and runs the resend countdown (also after the server's 429 retry-after). */
export function useSmsCode() {
  const { t } = useTranslation('account');
  const [send, { loading }] = useMutation(SendSmsCodeMutation);
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);

  /** Sends a code to an already valid number; returns the problem, or null when the code was sent. */
  async function sendTo(phone: string): Promise<SmsSendProblem | null> {
    const parsed = phoneRule.safeParse(phone);
    if (!parsed.success) return { code: 'INVALID', message: t('register.phoneInvalid') };
    try {
      const { data } = await send({ variables: { phone: parsed.data } });
      const payload = data?.sendSmsCode;
      const error = payload?.userErrors[0];
      if (error) {
        if (error.retryAfter) countdown.start(error.retryAfter);
        return error;
      }
      countdown.start(payload?.resendIn ?? RESEND_SECONDS);
      setSentTo(parsed.data);
      return null;
    } catch {
      return 'failed';
    }
  }

  return { sendTo, sending: loading, remaining: countdown.remaining, sentTo };
}
