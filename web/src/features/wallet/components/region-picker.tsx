// https://react-spectrum.adobe.com/react-aria/ToggleButtonGroup.html — each group is a toolbar of toggle
// buttons (aria-pressed): Tab moves between groups, the arrow keys within one.
import { REGION_CODES, REGION_GROUPS, type RegionCode } from '@nextland/rules';
import { type FocusEvent, type Ref, useId } from 'react';
import type { Key } from 'react-aria-components';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';

export type RegionPickerProps = {
  /** Region codes (GB/T 2260) in the order they were picked. */
  value: readonly string[];
  onChange: (regions: string[]) => void;
  /** Called when focus leaves the picker (react-hook-form's touched state). */
  onBlur?: () => void;
  /** Receives the first region's button, so a form can move focus to the picker when it is in error. */
  focusRef?: Ref<HTMLButtonElement>;
  error?: string | undefined;
};

const CHIP =
  'inline-flex h-8 cursor-default items-center rounded-full px-3 text-sm ring-1 transition outline-none ' +
  'data-[focus-visible]:outline-2 data-[focus-visible]:outline-accent data-[focus-visible]:outline-offset-2';
const chip = ({ isSelected }: { isSelected: boolean }) =>
  `${CHIP} ${isSelected ? 'bg-ink text-black ring-ink' : 'text-muted ring-line hover:text-ink hover:ring-muted'}`;

/**
 * The 34 province-level regions as toggle chips, in seven groups: the six greater regions of the mainland
 * (the first digit of the code), then Hong Kong, Macau and Taiwan. Names are in the viewer's language; the
 * value is codes, so a rule reads the same in every language.
 */
export function RegionPicker({ value, onChange, onBlur, focusRef, error }: RegionPickerProps) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const picked = new Set(value);

  function changeGroup(codes: readonly RegionCode[], keys: Set<Key>) {
    const kept = value.filter((code) => !codes.includes(code as RegionCode) || keys.has(code));
    const added = codes.filter((code) => keys.has(code) && !picked.has(code));
    onChange([...kept, ...added]);
  }

  function leave(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  }

  return (
    <fieldset
      className="flex flex-col gap-4"
      aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
      aria-invalid={error ? true : undefined}
      onBlur={leave}
    >
      <legend className="font-medium text-ink text-sm">
        {t('noPostage.form.regions')}
        <span aria-hidden="true" className="ml-0.5 text-accent">
          *
        </span>
      </legend>
      <p id={`${id}-hint`} className="text-subtle text-xs">
        {t('noPostage.form.regionsHint')}{' '}
        <span aria-live="polite">{t('noPostage.form.selectedCount', { count: value.length })}</span>
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-danger text-xs">
          {error}
        </p>
      ) : null}
      <div className="grid gap-x-8 gap-y-4 lg:grid-cols-2">
        {REGION_GROUPS.map((group, index) => (
          <div
            key={group.id}
            className={`flex flex-col gap-2 ${group.id === 'hkMoTw' ? 'lg:col-span-2' : ''}`}
          >
            <span id={`${id}-${group.id}`} className="text-subtle text-xs">
              {t(`regionGroups.${group.id}`)}
            </span>
            <ToggleButtonGroup
              aria-labelledby={`${id}-${group.id}`}
              selectionMode="multiple"
              selectedKeys={group.codes.filter((code) => picked.has(code))}
              onSelectionChange={(keys) => changeGroup(group.codes, keys)}
              className="flex flex-wrap gap-2"
            >
              {group.codes.map((code, position) => (
                <ToggleButton
                  key={code}
                  id={code}
                  ref={index === 0 && position === 0 ? focusRef : undefined}
                  className={chip}
                >
                  {t(`regions.${code}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          disabled={value.length === REGION_CODES.length}
          onClick={() => onChange([...value, ...REGION_CODES.filter((code) => !picked.has(code))])}
        >
          {t('noPostage.form.selectAll')}
        </Button>
        <Button variant="ghost" size="sm" disabled={value.length === 0} onClick={() => onChange([])}>
          {t('noPostage.form.clear')}
        </Button>
      </div>
    </fieldset>
  );
}
