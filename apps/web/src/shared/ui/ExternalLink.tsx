import type { ReactNode } from 'react';
import { Anchor, type AnchorProps, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ExternalLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
}

/** A link to another site, opened in a new tab and announced as such. */
export function ExternalLink({ href, children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {t('menu.opensNewTab')}</VisuallyHidden>
    </Anchor>
  );
}
