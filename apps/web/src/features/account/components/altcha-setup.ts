// The widget build without inlined workers, so the production content security
// policy (script-src 'self', no blob: or data: workers) allows it: the
// proof-of-work worker is bundled by Vite as a file of our own origin.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** The widget's texts for one language, from our catalogues. */
export function setCaptchaStrings(language: string, strings: Record<string, string>): void {
  $altcha.i18n.set(language, strings);
}
