/**
 * English title words per category code, for the bulk catalogue (`db:seed --goods N`): about one goods in
 * four is listed by a seller who writes in English, so English keyword search has real text to find.
 */
export type EnglishVocabulary = {
  prefixes: readonly string[];
  motifs: readonly string[];
  forms: readonly string[];
  materials: readonly string[];
};

export const ENGLISH_VOCABULARY: Record<string, EnglishVocabulary> = {
  ceramics: {
    prefixes: ['Celadon', 'Wood-fired', 'Hand-painted', 'Crackle-glaze', 'Tenmoku', 'White porcelain'],
    motifs: ['Lotus', 'Mountain', 'Bamboo', 'Plum Blossom', 'Cloud', 'Fish'],
    forms: ['Tea Bowl', 'Vase', 'Teapot', 'Incense Burner', 'Plate', 'Cup'],
    materials: ['Jingdezhen kaolin', 'Yixing clay', 'Longquan stoneware'],
  },
  painting: {
    prefixes: ['Ink', 'Gongbi', 'Oil', 'Watercolour', 'Acrylic', 'Blue-green'],
    motifs: ['Autumn Mountains', 'Lotus Pond', 'River Spring', 'Winter Forest', 'City Dusk', 'Birds'],
    forms: ['Painting', 'Hanging Scroll', 'Album Leaf', 'Fan Painting', 'Study'],
    materials: ['raw xuan paper', 'silk', 'linen canvas'],
  },
  calligraphy: {
    prefixes: ['Running Script', 'Regular Script', 'Clerical Script', 'Cursive', 'Seal Script'],
    motifs: ['Heart Sutra', 'Orchid Pavilion', 'Still Water', 'Red Cliff', 'Moonlit River'],
    forms: ['Scroll', 'Couplet', 'Handscroll', 'Fan', 'Banner'],
    materials: ['gold-flecked xuan', 'raw xuan paper', 'waxed paper'],
  },
  sculpture: {
    prefixes: ['Bronze', 'Marble', 'Carved Wood', 'Resin', 'Steel', 'Terracotta'],
    motifs: ['Contemplation', 'Flying Bird', 'Deer', 'Rhythm', 'Homeward', 'Gravity'],
    forms: ['Sculpture', 'Figure', 'Relief', 'Installation', 'Maquette'],
    materials: ['cast bronze', 'white marble', 'boxwood'],
  },
  photography: {
    prefixes: ['Silver Gelatin', 'Film', 'Cyanotype', 'Black and White', 'Colour'],
    motifs: ['Rainy Lane', 'Coastline', 'Plateau', 'Old Town', 'Morning Mist', 'Neon'],
    forms: ['Print', 'Limited Edition', 'Archival Print', 'Signed Print'],
    materials: ['Hahnemuhle cotton rag', 'baryta paper', 'silver gelatin paper'],
  },
  textiles: {
    prefixes: ['Tie-dyed', 'Batik', 'Handwoven', 'Embroidered', 'Indigo', 'Plant-dyed'],
    motifs: ['Cloud', 'Geometric', 'Camellia', 'Wave', 'Check', 'Star River'],
    forms: ['Scarf', 'Table Runner', 'Tapestry', 'Cushion', 'Tea Mat'],
    materials: ['cotton and linen', 'silk', 'wool'],
  },
  prints: {
    prefixes: ['Woodcut', 'Etching', 'Screen', 'Lithograph', 'Mokuhanga'],
    motifs: ['Skyline', 'Garden', 'Fishing Lights', 'Eaves', 'Still Life', 'Birdsong'],
    forms: ['Print', 'Limited Edition', 'Colour Print', 'Original'],
    materials: ['xuan paper', 'printmaking paper', 'cotton paper'],
  },
  jewellery: {
    prefixes: ['Sterling Silver', 'Filigree', 'Enamel', 'Jade', 'Brass', 'Glass'],
    motifs: ['Ginkgo', 'Bamboo', 'Cloud', 'Lotus', 'Moon Phase', 'Wave'],
    forms: ['Earrings', 'Ring', 'Bangle', 'Pendant', 'Brooch', 'Necklace'],
    materials: ['925 silver', 'solid gold', 'Hetian jade'],
  },
  lacquer: {
    prefixes: ['Urushi', 'Mother-of-pearl', 'Carved Red', 'Gilded', 'Rhinoceros-skin'],
    motifs: ['Landscape', 'Scroll Vine', 'Plain', 'Dragon', 'Starlight'],
    forms: ['Tea Tray', 'Jewellery Box', 'Bowl', 'Incense Box', 'Screen'],
    materials: ['natural lacquer', 'hemp cloth core', 'wooden core'],
  },
  woodwork: {
    prefixes: ['Black Walnut', 'Elm', 'Rosewood', 'Cherry', 'Camphor', 'Joinery'],
    motifs: ['Plain', 'Cloud', 'Bamboo', 'Curve', 'Live Edge'],
    forms: ['Tea Tray', 'Brush Pot', 'Stool', 'Bookshelf', 'Cutting Board'],
    materials: ['American black walnut', 'reclaimed elm', 'cherry wood'],
  },
};
