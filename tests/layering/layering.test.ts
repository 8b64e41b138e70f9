// The layering rules (docs/architecture.md#layering) live in biome.json and web/biome.json as
// noRestrictedImports overrides; a typo in a glob would silently switch one off. Each case writes one probe
// import at a path where a rule applies, in a scratch tree holding the two real config files at their real
// places (so globs resolve exactly as in the repo), and one Biome run lints them all.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

type Probe = [name: string, folder: string, specifier: string];

/** Every web feature today, each probed importing the next one: the rule covers them all, by their place. */
const features = readdirSync(join(root, 'web/src/features'));
const everyFeature: Probe[] = features.map((feature, index) => [
  `web feature ${feature} imports another feature`,
  `web/src/features/${feature}/components`,
  `../../${features[(index + 1) % features.length]}/lib/x`,
]);

const rejected: Probe[] = [
  ...everyFeature,
  // A feature no list names: the rule follows the folder, so a new feature is guarded from its first file.
  [
    'a new feature imports another feature',
    'web/src/features/brand-new-feature/components',
    '../../goods/lib/x',
  ],
  [
    'a file at a new feature’s root imports another feature',
    'web/src/features/brand-new-feature',
    '../cart/x',
  ],
  [
    'a deeply nested file of a new feature imports another feature',
    'web/src/features/brand-new-feature/a/b',
    '../../../order/api/x',
  ],
  [
    'a new feature reaches another feature through features/',
    'web/src/features/brand-new-feature/lib',
    '../../../features/goods/x',
  ],
  ['a web feature imports another feature', 'web/src/features/account/lib', '../../goods/lib/goods-filters'],
  ['a web feature reaches features/ by path', 'web/src/features/wallet', '../../features/goods/api/x'],
  ['the cart imports the goods feature', 'web/src/features/cart/components', '../../goods/lib/goods-filters'],
  [
    'checkout imports the address feature',
    'web/src/features/checkout/components',
    '../../address/api/addresses',
  ],
  ['checkout imports the cart feature', 'web/src/features/checkout/lib', '../../cart/lib/cart-paths'],
  ['the works feature imports the goods feature', 'web/src/features/opus/components', '../../goods/lib/x'],
  [
    'the goods feature imports the reactions feature',
    'web/src/features/goods/components',
    '../../reactions/components/item-reactions',
  ],
  ['the reactions feature imports the cart feature', 'web/src/features/reactions/lib', '../../cart/lib/x'],
  ['shared web code imports a feature', 'web/src/lib/format', '../../features/goods/lib/x'],
  ['a shared component imports a page', 'web/src/components/ui', '../../pages/+Layout'],
  [
    'a nextland module reads another module’s queries',
    'nextland/src/modules/goods',
    '../customer/queries.js',
  ],
  ['a nextland module uses another module’s routes', 'nextland/src/modules/upload', '../files/routes.js'],
  [
    'a nested nextland file reads another module’s queries',
    'nextland/src/modules/upload/storage',
    '../../customer/queries.js',
  ],
  [
    'a nextland module reaches into another module’s subfolder',
    'nextland/src/modules/customer',
    '../upload/storage/storage.js',
  ],
  ['a BFF module imports another module’s mappers', 'bff/src/modules/goods', '../account/mappers.js'],
  // The purchase pipeline's core names no kind of sale, not even through a kind's public files.
  ['the purchase pipeline imports orders', 'nextland/src/modules/purchase', '../order/service.js'],
  ['the purchase pipeline imports auctions', 'nextland/src/modules/purchase', '../auction/schema.js'],
];

const allowed: Probe[] = [
  ['a new feature imports its own folders', 'web/src/features/brand-new-feature/components', '../lib/x'],
  [
    'a deeply nested file of a new feature imports its own folders',
    'web/src/features/brand-new-feature/a/b',
    '../../lib/x',
  ],
  [
    'a file at a new feature’s root imports shared components',
    'web/src/features/brand-new-feature',
    '../../components/ui/button',
  ],
  ['a web feature imports shared lib code', 'web/src/features/account/lib', '../../../lib/format'],
  ['a web feature imports its own folder', 'web/src/features/goods/components', '../lib/goods-filters'],
  [
    'a catalogue feature imports the shared item slots',
    'web/src/features/opus/components',
    '../../../components/catalogue/item-slots.js',
  ],
  [
    'a nextland module calls another module’s service',
    'nextland/src/modules/goods',
    '../customer/service.js',
  ],
  [
    'a nextland module references another module’s tables',
    'nextland/src/modules/goods',
    '../customer/schema.js',
  ],
  ['a nextland module imports lib', 'nextland/src/modules/goods', '../../lib/errors.js'],
  ['the purchase pipeline writes refunds', 'nextland/src/modules/purchase', '../refund/service.js'],
  ['a BFF module imports modules/base', 'bff/src/modules/goods', '../base/money.js'],
  ['a BFF module imports the BFF core', 'bff/src/modules/goods', '../../errors.js'],
];

const scratch = mkdtempSync(join(tmpdir(), 'layering-'));
const probePath = (index: number, folder: string) => `${folder}/probe-${index}.ts`;
let flagged = new Set<string>();

beforeAll(() => {
  for (const config of ['biome.json', 'web/biome.json']) {
    mkdirSync(dirname(join(scratch, config)), { recursive: true });
    copyFileSync(join(root, config), join(scratch, config));
  }
  [...rejected, ...allowed].forEach(([, folder, specifier], index) => {
    const file = join(scratch, probePath(index, folder));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `import { x } from '${specifier}';\nexport const y = x;\n`);
  });
  const result = spawnSync(
    join(root, 'node_modules/.bin/biome'),
    ['lint', '--vcs-enabled=false', '--max-diagnostics=none', '--colors=off', '.'],
    { cwd: scratch, encoding: 'utf8' },
  );
  const output = `${result.stdout}${result.stderr}`;
  flagged = new Set(
    [...output.matchAll(/^(\S+\.ts):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((m) => m[1] ?? ''),
  );
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('layering rules', () => {
  it.each(rejected.map((probe, index) => [...probe, index] as const))(
    'rejects: %s',
    (_name, folder, _specifier, index) => {
      expect(flagged.has(probePath(index, folder))).toBe(true);
    },
  );

  it.each(allowed.map((probe, index) => [...probe, rejected.length + index] as const))(
    'allows: %s',
    (_name, folder, _specifier, index) => {
      expect(flagged.has(probePath(index, folder))).toBe(false);
    },
  );
});
