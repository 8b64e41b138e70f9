import type { ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button.js';

/** How a connection list offers its next page. */
export type LoadMoreOptions = {
  label: string;
  /** The label while the page loads (the button shows a spinner either way). */
  loadingLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /**
   * `center`: the button centred under the list (the default); `inline`: the button alone, placed by
   * `className`; `status`: a polite status row that also says `end` once past the first page.
   */
  layout?: 'center' | 'inline' | 'status';
  /** `status` layout: the line under a list that has loaded all its pages. */
  end?: ReactNode;
};

type FooterProps = {
  options: LoadMoreOptions;
  hasNextPage: boolean;
  /** More than one page is on screen (the `end` line is pointless under a single page). */
  pagedPastFirst: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** Below a connection list: the "load more" button, or the end of the list. */
export function LoadMoreFooter({
  options,
  hasNextPage,
  pagedPastFirst,
  loadingMore,
  onLoadMore,
}: FooterProps) {
  const { layout = 'center' } = options;
  const button = hasNextPage ? (
    <Button
      variant={options.variant ?? 'secondary'}
      size={options.size}
      loading={loadingMore}
      onClick={onLoadMore}
      className={options.className}
    >
      {loadingMore && options.loadingLabel ? options.loadingLabel : options.label}
    </Button>
  ) : null;
  if (layout === 'status') {
    return (
      <div role="status" className="flex min-h-12 justify-center text-muted text-sm">
        {button ??
          (pagedPastFirst && options.end ? <span className="py-2 text-subtle">{options.end}</span> : null)}
      </div>
    );
  }
  if (layout === 'inline') return button;
  return button ? <div className="flex justify-center">{button}</div> : null;
}
