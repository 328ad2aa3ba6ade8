import { Pagination } from '@mantine/core';
import { TRANSLATION_PAGE_WINDOW } from '@millenaire/contracts/translations';

/** Page links with a window of 20 pages around the current one. */
export function Pager(props: { total: number; page: number; onChange: (page: number) => void }) {
  if (props.total <= 1) return null;
  return (
    <Pagination
      total={props.total}
      value={props.page}
      onChange={props.onChange}
      siblings={Math.floor(TRANSLATION_PAGE_WINDOW / 2) - 1}
      boundaries={1}
      size="sm"
    />
  );
}
