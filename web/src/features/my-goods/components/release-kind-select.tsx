import { useTranslation } from 'react-i18next';
import type { ItemKind } from '../../../graphql/generated/graphql';

const KINDS: readonly ItemKind[] = ['GOODS', 'OPUS'];

/** Which releases the officials' "Releases" tab shows: goods or works. */
export function ReleaseKindSelect({
  value,
  onChange,
}: {
  value: ItemKind;
  onChange: (kind: ItemKind) => void;
}) {
  const { t } = useTranslation('my');
  return (
    <label className="flex items-center gap-2 text-muted text-sm">
      {t('selling.review.kindFilter')}
      <select
        value={value}
        onChange={(event) => onChange(KINDS.find((kind) => kind === event.target.value) ?? 'GOODS')}
        className="h-10 rounded-full bg-surface px-4 text-ink text-sm ring-1 ring-line focus:outline-none focus:ring-ink/40"
      >
        {KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`selling.review.kinds.${kind}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
