import { Typography } from '@mantine/core';
import classes from './Edit.module.css';

/** A description as the page shows it; sanitized on the server when it was saved. */
export function RichHtml({ html }: { html: string }) {
  return (
    <Typography>
      <div className={classes.html} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
