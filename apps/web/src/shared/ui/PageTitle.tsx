import type { Area } from '@millenaire/contracts/routes';
import { TITLE_SEPARATOR, usePageTitle } from './page-title';
import classes from './PageTitle.module.css';

interface PageTitleProps {
  area: Area;
  item?: string;
}

/** The page's h1, the same text as the document title. */
export function PageTitle({ area, item }: PageTitleProps) {
  const { lead } = usePageTitle(area, item);
  return (
    <h1 className={classes.title}>
      {item ? (
        <>
          <span className={classes.lead}>{lead}</span>
          <span className={classes.separator}>{TITLE_SEPARATOR}</span>
          {item}
        </>
      ) : (
        lead
      )}
    </h1>
  );
}
