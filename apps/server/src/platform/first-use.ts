/**
 * What `load` gives, loaded at the first call and shared by every later one:
 * for the libraries the site uses rarely (images, mail, zip archives), so a
 * process that never needs one never holds it in memory.
 */
export function atFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
