// The whole-item check of a release (decision 0027 §1), with the rules the web's release form uses
// (@nextland/rules): one 400 naming every field that is missing or wrong, each message translated.
import { goodsRelease, ruleFailure, workRelease } from '@nextland/rules';
import { ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { isMessageKey, t } from '../../lib/messages/index.js';
import type { DraftContent } from './draft-store.js';
import type { ItemKind } from './items.js';

/** The item as the release rules read it: the fields the form edits, under the form's names. */
function releaseInput(kind: ItemKind, item: DraftContent) {
  const common = {
    title: item.title,
    description: item.description,
    categoryId: item.categoryId,
    priceFen: item.priceFen,
    images: item.images.map((image) => image.url),
    translations: item.translations,
  };
  if (kind === 'goods') return { ...common, stock: item.stock };
  return { ...common, editionSize: item.stock, mediaType: item.mediaType, licence: item.licence };
}

/** Throws the 400 of every rule the item breaks; an item that passes may be released. */
export function assertReleasable(lang: Lang, kind: ItemKind, item: DraftContent): void {
  const schema = kind === 'goods' ? goodsRelease : workRelease;
  // A rule's own code (`field.price`) wins over this map; every other check is named by its rule code.
  const result = schema.safeParse(releaseInput(kind, item), {
    error: (issue) => {
      const failure = ruleFailure(issue);
      return t(lang, failure.code, failure.params);
    },
  });
  if (result.success) return;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: isMessageKey(issue.message) ? t(lang, issue.message) : issue.message,
  }));
  throw new ValidationError(fields);
}
