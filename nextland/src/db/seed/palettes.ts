// Palettes loosely based on traditional Chinese colours plus a few modern ones; first is the ground.
export const PALETTES: readonly (readonly string[])[] = [
  ['#f4efe6', '#1f3a68', '#4a6fa5', '#9db4d3', '#d9c8a9'],
  ['#f2e8d5', '#c0392b', '#7b2d26', '#e0a96d', '#2f2f2f'],
  ['#e9efe6', '#5b7b5a', '#2e4d3a', '#a7c4a0', '#d8b46a'],
  ['#1d1f24', '#e8c170', '#c2553b', '#3f6e8c', '#f3eee3'],
  ['#f7f3ea', '#2b2b2b', '#8c8c8c', '#c9b79c', '#b23a48'],
  ['#eae4f2', '#574b90', '#9e579d', '#f78fb3', '#303952'],
  ['#fdf6e3', '#268bd2', '#2aa198', '#b58900', '#cb4b16'],
  ['#e6eef0', '#16697a', '#489fb5', '#82c0cc', '#ffa62b'],
  ['#f3ece2', '#a0522d', '#cd853f', '#6b4226', '#e9d8a6'],
  ['#10161f', '#6c8ea4', '#c9d6df', '#f0a500', '#52616b'],
  ['#faf4ef', '#e07a5f', '#3d405b', '#81b29a', '#f2cc8f'],
  ['#ece8df', '#3a5a40', '#588157', '#a3b18a', '#344e41'],
  ['#f5f0f6', '#2b2d42', '#8d99ae', '#ef233c', '#edf2f4'],
  ['#fff8f0', '#9e2a2b', '#540b0e', '#e09f3e', '#335c67'],
  ['#e8f1f2', '#13315c', '#134074', '#8da9c4', '#eef4ed'],
  ['#f6efe0', '#264653', '#2a9d8f', '#e9c46a', '#e76f51'],
];
