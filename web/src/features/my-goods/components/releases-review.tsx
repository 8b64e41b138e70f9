import { useState } from 'react';
import type { ItemKind } from '../../../graphql/generated/graphql';
import { ReleaseKindSelect } from './release-kind-select.js';
import { ReleaseQueue } from './release-queue.js';

/**
 * The officials' "Releases" tab content (the page composes it into the review queue page): which kind to
 * review, then that kind's queue.
 */
export function ReleasesReview() {
  const [kind, setKind] = useState<ItemKind>('GOODS');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <ReleaseKindSelect value={kind} onChange={setKind} />
      </div>
      <ReleaseQueue kind={kind} />
    </div>
  );
}
