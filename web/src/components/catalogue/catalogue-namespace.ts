/**
 * The locale namespace of a catalogue kind: the kit's components read the same keys (`list.*`, `filters.*`,
 * `gallery.*`) from it, so goods and works keep their own wording with one component.
 */
export type CatalogueNamespace = 'goods' | 'opus';
