/**
 * Puts a value in a map used as a least-recently-used store (a Map keeps its
 * keys in insertion order): the key moves to the newest end, and past
 * `limit` entries the oldest goes. Answers the value.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, limit: number): V {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value!);
  return value;
}
