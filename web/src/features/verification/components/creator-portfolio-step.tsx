import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { type LinkRow, linkRow } from '../lib/link-rows.js';
import {
  linkValid,
  normalizeLink,
  PORTFOLIO_LINK_MAX_LENGTH,
  PORTFOLIO_MAX_LINKS,
} from '../lib/portfolio-links.js';

export type CreatorPortfolioStepProps = {
  rows: readonly LinkRow[];
  /** The step's error; once shown, each bad row is marked too. */
  error: string | undefined;
  onChange: (rows: LinkRow[]) => void;
};

export function CreatorPortfolioStep({ rows, error, onChange }: CreatorPortfolioStepProps) {
  const { t } = useTranslation('verification');
  const update = (id: number, url: string) =>
    onChange(rows.map((row) => (row.id === id ? { id, url } : row)));
  return (
    <fieldset className="flex flex-col gap-4" aria-describedby="portfolio-intro">
      <p id="portfolio-intro" className="text-muted text-sm">
        {t('creatorForm.portfolioIntro')}
      </p>
      {error ? (
        <p role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
      {rows.map((row, index) => {
        const bad = Boolean(error) && row.url.trim() !== '' && !linkValid(normalizeLink(row.url));
        return (
          <div key={row.id} className="flex items-end gap-3">
            <TextField
              className="flex-1"
              label={t('creatorForm.link', { n: index + 1 })}
              hint={index === 0 ? t('creatorForm.linkHint') : undefined}
              type="url"
              inputMode="url"
              autoComplete="url"
              maxLength={PORTFOLIO_LINK_MAX_LENGTH}
              value={row.url}
              onChange={(event) => update(row.id, event.target.value)}
              error={bad ? t('creatorForm.linkInvalid') : null}
            />
            <Button
              variant="ghost"
              className="mb-0.5"
              onClick={() => onChange(rows.length > 1 ? rows.filter((r) => r.id !== row.id) : [linkRow()])}
              aria-label={t('creatorForm.removeLink', { n: index + 1 })}
            >
              ×
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={rows.length >= PORTFOLIO_MAX_LINKS}
          onClick={() => onChange([...rows, linkRow()])}
        >
          {t('creatorForm.addLink')}
        </Button>
      </div>
    </fieldset>
  );
}
