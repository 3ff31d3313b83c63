// Option lists for the forms' selects: the spec's values with the catalogue's labels.


/** [{ value, label }] for a list of values, labelled from the catalogue group. */
export function optionsFor(values: readonly string[], labels: Record<string, string>) {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}
