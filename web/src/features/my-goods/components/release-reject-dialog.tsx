import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { TextArea } from '../../../components/ui/text-area.js';

/** The reasons officials pick from most often; free text adds to (or, with "other", replaces) them. */
export const REJECT_REASONS = ['blurryPhotos', 'wrongCategory', 'misleading', 'prohibited', 'other'] as const;
type RejectReason = (typeof REJECT_REASONS)[number];
const REASON_MAX = 200;

type Props = {
  title: string;
  open: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Rejecting a release needs a reason (1–200 characters): the seller reads it on their rejected row. */
export function ReleaseRejectDialog({ title, open, pending, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('my');
  const [choice, setChoice] = useState<RejectReason>('blurryPhotos');
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function confirm() {
    const extra = text.trim();
    const preset = choice === 'other' ? '' : t(`selling.review.reasons.${choice}`);
    const reason = [preset, extra].filter(Boolean).join(' — ');
    if (reason.length < 1 || reason.length > REASON_MAX) {
      setFieldError(t('selling.review.reasonRequired'));
      return;
    }
    setFieldError(null);
    onConfirm(reason);
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('selling.review.rejectTitle')}
      description={t('selling.review.rejectText', { title })}
      confirmLabel={t('selling.review.reject')}
      cancelLabel={t('selling.cancel')}
      tone="danger"
      pending={pending}
      error={error}
      onConfirm={confirm}
      onCancel={() => {
        setText('');
        setFieldError(null);
        onCancel();
      }}
    >
      <div className="flex flex-col gap-4">
        <label className="flex flex-col gap-1.5 text-ink text-sm">
          {t('selling.review.reasonList')}
          <select
            value={choice}
            onChange={(event) => setChoice(REJECT_REASONS.find((r) => r === event.target.value) ?? 'other')}
            className="h-10 rounded-xl bg-surface px-3 text-ink text-sm ring-1 ring-line focus:outline-none focus:ring-ink/40"
          >
            {REJECT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`selling.review.reasons.${reason}`)}
              </option>
            ))}
          </select>
        </label>
        <TextArea
          label={t('selling.review.reasonText')}
          hint={t('selling.review.reasonHint')}
          rows={3}
          maxLength={REASON_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={fieldError}
        />
      </div>
    </ConfirmDialog>
  );
}
