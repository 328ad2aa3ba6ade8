import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { isHydratingServerPage } from '@/shared/hydrated';
import { useSiteLanguage } from '@/shared/i18n';

type Tag = 'div' | 'section' | 'article' | 'footer' | 'ul';

interface StaticPartProps {
  /**
   * What the part shows (the answer it is drawn from): another value (the
   * next culture of the same page, an answer that changed) draws it anew.
   */
  of: unknown;
  children: ReactNode;
  as?: Tag;
  className?: string;
}

/** The HTML the server sent, left as it is: React sets no inner HTML while hydrating. */
const KEPT_HTML = { __html: '' };

/**
 * Part of a page that never changes in the browser once drawn (a text, a
 * list of links, the footer): the server renders it, and when the browser
 * takes over the page the server sent it keeps that HTML instead of
 * hydrating it, so none of the part's components run at load. Drawn by
 * React as usual everywhere else: on a page the browser opens itself (a
 * later page of the visit), and anew when what it shows changes (`of`) or
 * the visitor switches language. Links in it still open their page in the app (start.ts follows
 * clicks in `[data-static]`). Nothing interactive belongs inside: no state,
 * no handler runs there until the part is drawn again.
 */
export function StaticPart(props: StaticPartProps) {
  const language = useSiteLanguage();
  // Each new value of `of` is a new part: React replaces the kept element with a drawn one.
  const [shown, setShown] = useState({ of: props.of, version: 0 });
  if (!Object.is(shown.of, props.of)) setShown({ of: props.of, version: shown.version + 1 });
  return <KeptPart key={`${language}-${shown.version}`} {...props} />;
}

function KeptPart({ children, as: Element = 'div', className }: StaticPartProps) {
  // Decided when the part first appears, and kept for its life.
  const [kept] = useState(isHydratingServerPage);
  if (kept) {
    return (
      <Element
        className={className}
        data-static=""
        dangerouslySetInnerHTML={KEPT_HTML}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Element className={className} data-static="">
      {children}
    </Element>
  );
}

/**
 * A link to one of the site's pages inside a StaticPart: a plain anchor, which
 * start.ts opens in the app as the router's links do, so rendering it costs
 * the server no router link (a page's parts hold dozens).
 */
export function StaticLink({ to, ...props }: { to: string } & ComponentPropsWithoutRef<'a'>) {
  return <a href={to} {...props} />;
}
