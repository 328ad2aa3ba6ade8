import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { useTranslation } from '@/shared/i18n';

/** What every link to another site carries: a new tab that cannot reach back to us. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Tells screen-reader users that the link opens a new tab. */
export function OpensNewTab() {
  const { t } = useTranslation();
  return <VisuallyHidden> {t('menu.opensNewTab')}</VisuallyHidden>;
}

interface ExternalLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
}

/** A link to another site, opened in a new tab and announced as such. */
export function ExternalLink({ href, children, ...props }: ExternalLinkProps) {
  return (
    <Anchor href={href} {...NEW_TAB} {...props}>
      {children}
      <OpensNewTab />
    </Anchor>
  );
}
