import { observer } from 'mobx-react-lite';
import type { ReactionItem } from '../../../components/catalogue/item-slots.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { useItemReactions } from '../lib/use-item-reactions';
import { BookmarkIcon, HeartToggleIcon } from './reaction-icons';

type Props = {
  item: ReactionItem;
  /** `card`: the like button in a card's footer and the collect button over its cover; `details`: labelled buttons with both counts. */
  variant: 'card' | 'details';
};

const CARD_BUTTON =
  'relative z-10 grid size-8 place-items-center rounded-full transition hover:bg-ink/10 hover:text-ink aria-pressed:text-accent aria-busy:opacity-70';
const COVER_BUTTON =
  'absolute top-3 right-3 z-10 grid size-9 place-items-center rounded-full bg-black/60 text-white ring-1 ring-white/20 backdrop-blur transition hover:bg-black/80 aria-pressed:text-accent aria-busy:opacity-70';
const DETAILS_BUTTON =
  'inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 font-medium text-ink text-sm transition hover:border-ink/40 aria-pressed:border-accent/60 aria-pressed:text-accent aria-busy:opacity-70';

/**
 * Like (heart and count) and collect (bookmark) toggle buttons of goods or a work. `aria-pressed` says whether
 * the item is liked or collected; the name says what the button does and to which item. On a card the buttons
 * sit above the card's stretched link, so they are their own tab stops.
 */
export const ItemReactions = observer(function ItemReactions({ item, variant }: Props) {
  const t = useFixedT('reactions');
  const { view, toggle, busy } = useItemReactions(item);
  const likeBusy = busy.includes('LIKE');
  const collectBusy = busy.includes('COLLECT');

  if (variant === 'card') {
    return (
      <div className="flex shrink-0 items-center text-subtle text-xs tabular-nums">
        <button
          type="button"
          aria-pressed={view.isLiked}
          aria-busy={likeBusy || undefined}
          aria-label={t('like', { title: item.title })}
          onClick={() => toggle('LIKE')}
          className={CARD_BUTTON}
        >
          <HeartToggleIcon filled={view.isLiked} />
        </button>
        <span aria-hidden="true" className="min-w-4">
          {view.likeCount}
        </span>
        <span className="sr-only">{t('likes', { count: view.likeCount })}</span>
        {/* Over the cover's top-right corner (the card is the positioned ancestor): the footer keeps room
            for the seller's name on narrow cards. */}
        <button
          type="button"
          aria-pressed={view.isCollected}
          aria-busy={collectBusy || undefined}
          aria-label={t('collect', { title: item.title })}
          onClick={() => toggle('COLLECT')}
          className={COVER_BUTTON}
        >
          <BookmarkIcon filled={view.isCollected} />
        </button>
      </div>
    );
  }

  // Each button keeps its count beside it when a narrow screen wraps the pair.
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-pressed={view.isLiked}
          aria-busy={likeBusy || undefined}
          aria-describedby={`likes-${item.kind}-${item.id}`}
          onClick={() => toggle('LIKE')}
          className={DETAILS_BUTTON}
        >
          <HeartToggleIcon filled={view.isLiked} />
          {t('likeShort')}
        </button>
        <span id={`likes-${item.kind}-${item.id}`} className="text-sm text-subtle tabular-nums">
          {t('likes', { count: view.likeCount })}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-pressed={view.isCollected}
          aria-busy={collectBusy || undefined}
          aria-describedby={`collects-${item.kind}-${item.id}`}
          onClick={() => toggle('COLLECT')}
          className={DETAILS_BUTTON}
        >
          <BookmarkIcon filled={view.isCollected} />
          {t('collectShort')}
        </button>
        <span id={`collects-${item.kind}-${item.id}`} className="text-sm text-subtle tabular-nums">
          {t('collects', { count: view.collectCount })}
        </span>
      </div>
    </div>
  );
});
