import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { EXPRESS_REGION_MAX } from '../lib/express-rules.js';
import { MAINLAND_PROVINCES } from '../lib/provinces.js';

export type RegionPickerProps = {
  /** Region names as they will be saved (province names in the viewer's language, or custom names). */
  value: readonly string[];
  onChange: (regions: string[]) => void;
  error?: string | undefined;
};

const chip = (selected: boolean) =>
  `inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm ring-1 transition ${
    selected ? 'bg-ink text-black ring-ink' : 'text-muted ring-line hover:text-ink hover:ring-muted'
  }`;

/** Provinces as toggle chips, plus free-text regions (a city, an area) shown as removable chips. */
export function RegionPicker({ value, onChange, error }: RegionPickerProps) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const [custom, setCustom] = useState('');
  const provinces = MAINLAND_PROVINCES.map((key) => ({ key, name: t(`provinces.${key}`) }));
  const provinceNames = new Set(provinces.map((p) => p.name));
  const customRegions = value.filter((region) => !provinceNames.has(region));
  const toggle = (name: string) =>
    onChange(value.includes(name) ? value.filter((r) => r !== name) : [...value, name]);

  function addCustom() {
    const name = custom.trim();
    if (!name) return;
    if (!value.includes(name)) onChange([...value, name]);
    setCustom('');
  }

  function onCustomKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the region instead of submitting the whole rule.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addCustom();
  }

  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="font-medium text-ink text-sm">
        {t('noPostage.form.regions')}
        <span aria-hidden="true" className="ml-0.5 text-accent">
          *
        </span>
      </legend>
      <p id={`${id}-hint`} className="text-subtle text-xs">
        {t('noPostage.form.regionsHint')} {t('noPostage.form.selectedCount', { count: value.length })}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-danger text-xs">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {provinces.map(({ key, name }) => (
          <button
            key={key}
            type="button"
            aria-pressed={value.includes(name)}
            onClick={() => toggle(name)}
            className={chip(value.includes(name))}
          >
            {name}
          </button>
        ))}
        {customRegions.map((name) => (
          <button
            key={name}
            type="button"
            aria-label={t('noPostage.form.removeRegion', { region: name })}
            onClick={() => toggle(name)}
            className={chip(true)}
          >
            {name}
            <span aria-hidden="true">×</span>
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange([...new Set([...value, ...provinces.map((p) => p.name)])])}
        >
          {t('noPostage.form.selectAll')}
        </Button>
        <Button variant="ghost" size="sm" disabled={value.length === 0} onClick={() => onChange([])}>
          {t('noPostage.form.clear')}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-48 flex-1"
          label={t('noPostage.form.customRegion')}
          hint={t('noPostage.form.customRegionHint')}
          maxLength={EXPRESS_REGION_MAX}
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={onCustomKey}
        />
        <Button variant="secondary" className="mb-6" disabled={!custom.trim()} onClick={addCustom}>
          {t('noPostage.form.addRegion')}
        </Button>
      </div>
    </fieldset>
  );
}
