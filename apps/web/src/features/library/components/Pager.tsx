import { Button } from '@mantine/core';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { LIBRARY_PAGE_LINKS } from '@millenaire/contracts/library';
import { NS } from '../i18n';
import classes from './Library.module.css';

/** The first and last page numbers shown around `page`: at most LIBRARY_PAGE_LINKS. */
export function pageWindow(page: number, pages: number): [number, number] {
  const first = Math.max(
    1,
    Math.min(page - Math.floor(LIBRARY_PAGE_LINKS / 2) + 1, pages - LIBRARY_PAGE_LINKS + 1),
  );
  return [first, Math.min(pages, first + LIBRARY_PAGE_LINKS - 1)];
}

interface PagerProps {
  page: number;
  pages: number;
  /** The address of a page, so each link can be opened, shared and gone back to. */
  hrefOf: (page: number) => string;
}

/** Up to twenty page links in one row, scrolled sideways on a phone. */
export function Pager({ page, pages, hrefOf }: PagerProps) {
  const { t } = useTranslation(NS);
  if (pages <= 1) return null;
  const [first, last] = pageWindow(page, pages);
  const numbers = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return (
    <nav aria-label={t('list.pagination')} className={classes.pager}>
      {page > 1 && (
        <Button component={Link} to={hrefOf(page - 1)} variant="default" size="compact-md">
          ‹<VisuallyHidden>{page - 1}</VisuallyHidden>
        </Button>
      )}
      {numbers.map((number) => (
        <Button
          key={number}
          component={Link}
          to={hrefOf(number)}
          variant={number === page ? 'filled' : 'default'}
          size="compact-md"
          aria-current={number === page ? 'page' : undefined}
          miw={36}
        >
          {number}
        </Button>
      ))}
      {page < pages && (
        <Button component={Link} to={hrefOf(page + 1)} variant="default" size="compact-md">
          ›<VisuallyHidden>{page + 1}</VisuallyHidden>
        </Button>
      )}
    </nav>
  );
}
