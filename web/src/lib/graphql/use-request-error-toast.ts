import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/use-stores.js';
import { requestErrorKind } from './request-error.js';

/** A function that shows a failed request as a translated error toast (offline, server down, …). */
export function useRequestErrorToast(): (error: unknown) => void {
  const { t } = useTranslation('common');
  const { ui } = useStores();
  return useCallback(
    (error: unknown) => ui.messages.show({ type: 'error', text: t(`ui.errors.${requestErrorKind(error)}`) }),
    [ui, t],
  );
}
