/** The spec's client downloads archives by navigating here (its double slash is kept). */
export function archiveUrl(language?: string): string {
  return language
    ? `/api//translationsapp/archives/${encodeURIComponent(language)}`
    : '/api//translationsapp/archives';
}
