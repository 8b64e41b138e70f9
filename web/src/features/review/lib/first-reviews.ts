/** Reviews a details page ships with its first render (`+data`); more are fetched in the browser. */
export const FIRST_REVIEWS = 5;
