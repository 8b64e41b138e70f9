/** Index of the first step owning one of `fields`, or null: where a failed submission sends the user back to. */
export function firstStepWithError(
  steps: readonly (readonly string[])[],
  fields: readonly string[],
): number | null {
  const index = steps.findIndex((owned) => owned.some((field) => fields.includes(field)));
  return index === -1 ? null : index;
}
