/** Tolerant readers for API answers, which wrap lists in a named field or not. */

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The list in `data`: the answer itself, or its first array field among `keys` (then `items`). */
export function listOf<T>(data: unknown, ...keys: string[]): T[] {
  if (Array.isArray(data)) return data as T[];
  if (!isObject(data)) return [];
  for (const key of [...keys, 'items', 'data']) {
    if (Array.isArray(data[key])) return data[key] as T[];
  }
  return [];
}

/** The id of a record, whichever of `_id` and `id` it carries. */
export function idOf(record: unknown): string {
  if (!isObject(record)) return typeof record === 'string' ? record : '';
  const id = record._id ?? record.id;
  return typeof id === 'string' ? id : id === undefined || id === null ? '' : String(id);
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function num(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}
