// What differs between two versions of a document, as the paths of its fields
// ("principal.paragraphs.1.te"): what an editor is shown when their save is refused
// because someone else saved first, and what a version's history compares.
export function changedFields(before: unknown, after: unknown, path = ""): string[] {
  if (Object.is(before, after)) return [];
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
  if (!isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after)) return [path || "."];
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].flatMap((name) => changedFields(before[name], after[name], path ? `${path}.${name}` : name));
}
