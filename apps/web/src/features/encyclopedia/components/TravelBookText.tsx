import { Button } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { Table } from '@/shared/ui/Table';
import { Link } from 'react-router';
import {
  entryPath,
  type TravelBookCell,
  type TravelBookData,
  type TravelBookLine,
} from '@millenaire/contracts/encyclopedia';
import { styleColour } from '../mc-text';
import { McText } from './McText';
import { ModIcon } from './ModPicture';
import classes from './TravelBook.module.css';
import { StaticPart } from '@/shared/ui/StaticPart';

type Block =
  | { kind: 'line'; line: TravelBookLine }
  | { kind: 'references'; lines: TravelBookLine[] }
  | { kind: 'table'; rows: TravelBookLine[] };

const isReference = (line: TravelBookCell) => Boolean(line.referenceButtonKey);

/** Consecutive table rows make one table, consecutive references one row of buttons. */
function toBlocks(lines: TravelBookLine[]): Block[] {
  const blocks: Block[] = [];
  for (const line of lines) {
    const last = blocks.at(-1);
    if (line.columns) {
      if (last?.kind === 'table') last.rows.push(line);
      else blocks.push({ kind: 'table', rows: [line] });
    } else if (isReference(line) && !line.text) {
      if (last?.kind === 'references') last.lines.push(line);
      else blocks.push({ kind: 'references', lines: [line] });
    } else {
      blocks.push({ kind: 'line', line });
    }
  }
  return blocks;
}

/** A link to another entry, as the travel book's reference buttons. */
export function ReferenceButton({ line }: { line: TravelBookCell }) {
  const path = entryPath(
    line.referenceButtonCulture ?? '',
    line.referenceButtonType ?? '',
    line.referenceButtonKey ?? '',
  );
  return (
    <Button
      component={Link}
      to={path}
      variant="default"
      className={classes.reference}
      leftSection={<ModIcon iconkey={line.referenceButtonIconKey ?? ''} />}
    >
      {line.referenceButtonLabel ?? line.referenceButtonKey}
    </Button>
  );
}

/** An icon with its label as the browser's tooltip (and as text for screen readers). */
function LineIcon({ cell }: { cell: TravelBookCell }) {
  if (!cell.iconKey) return null;
  return (
    <span className={classes.lineIcon} title={cell.iconLabel ?? cell.iconKey}>
      <ModIcon iconkey={cell.iconKey} alt={cell.iconLabel ?? ''} />
    </span>
  );
}

function CellContent({ cell }: { cell: TravelBookCell }) {
  return (
    <span className={classes.cell}>
      <LineIcon cell={cell} />
      {cell.text ? <McText text={cell.text} colour={styleColour(cell.style)} /> : null}
      {isReference(cell) && <ReferenceButton line={cell} />}
    </span>
  );
}

function LineView({ line }: { line: TravelBookLine }) {
  const content = <CellContent cell={line} />;
  if (line.style === 'header') return <h2 className={classes.header}>{content}</h2>;
  if (line.style === 'subheader') return <h3 className={classes.subheader}>{content}</h3>;
  if (line.specialTag === 'MAIN_DESC') return <p className={classes.mainDesc}>{content}</p>;
  if (!line.text && !line.iconKey && !isReference(line)) return <div className={classes.spacer} />;
  return <p className={classes.line}>{content}</p>;
}

function TableView({ rows }: { rows: TravelBookLine[] }) {
  const twoColumns = rows.some((row) => row.exportTwoColumns);
  return (
    <Table
      className={classes.table}
      data-two-columns={twoColumns || undefined}
      withTableBorder
      withColumnBorders={!twoColumns}
      striped
    >
      <Table.Tbody>
        {rows.map((row, r) => (
          <Table.Tr key={r}>
            {(row.columns ?? []).map((cell, c) =>
              twoColumns && c === 0 ? (
                <Table.Th key={c} scope="row">
                  <CellContent cell={cell} />
                </Table.Th>
              ) : (
                <Table.Td key={c}>
                  <CellContent cell={cell} />
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'line':
      return <LineView line={block.line} />;
    case 'table':
      return <TableView rows={block.rows} />;
    case 'references':
      return (
        <Group gap="xs" className={classes.references}>
          {block.lines.map((line, i) => (
            <ReferenceButton key={i} line={line} />
          ))}
        </Group>
      );
  }
}

/**
 * The mod's travel-book pages of an entry, rendered with their styles: the
 * mod's own text, which never changes in the browser (kept as the server sent it).
 */
export function TravelBookText({ data }: { data: TravelBookData }) {
  return (
    <StaticPart of={data} className={classes.book}>
      {data.pages.map((page, p) => (
        <section key={p} className={classes.page}>
          {toBlocks(page.lines).map((block, b) => (
            <BlockView key={b} block={block} />
          ))}
        </section>
      ))}
    </StaticPart>
  );
}
