import { Text, Title } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { useTranslation } from '@/shared/i18n';
import {
  entryPath,
  ITEM_TYPES,
  type ItemRecord,
  type ItemType,
} from '@millenaire/contracts/encyclopedia';
import { LoadError, Loading } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { useItems } from '../api/get-items';
import { ModIcon } from './ModPicture';
import classes from './Entry.module.css';
import { StaticLink, StaticPart } from '@/shared/ui/StaticPart';
import unstyled from '@/shared/ui/unstyled.module.css';

/** Consecutive items of one category, in the mod's order. */
function byCategory(items: ItemRecord[]): { label: string; items: ItemRecord[] }[] {
  const groups: { key: string; label: string; items: ItemRecord[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.key === item.category) last.items.push(item);
    else groups.push({ key: item.category, label: item.categorylabel, items: [item] });
  }
  return groups;
}

const GRID = { base: 1, xs: 2, md: 3 };

function ItemLink({ culture, type, item }: { culture: string; type: ItemType; item: ItemRecord }) {
  return (
    <StaticLink
      to={entryPath(culture, type, item.itemkey)}
      className={`${unstyled.unstyled} ${classes.itemLink}`}
    >
      <ModIcon iconkey={item.iconkey} />
      <span>{item.label}</span>
    </StaticLink>
  );
}

function TypeList({ culture, type }: { culture: string; type: ItemType }) {
  const { t } = useTranslation(NS);
  const items = useItems(culture, type);
  return (
    <section className={classes.typeList} aria-labelledby={`list-${type}`}>
      <Title order={2} id={`list-${type}`} className={classes.sectionTitle}>
        {t(`types.${type}`)}
      </Title>
      {items.isPending && (
        <div className={classes.loadingList}>
          <Loading />
        </div>
      )}
      {items.isError && <LoadError error={items.error} />}
      {items.isSuccess && items.data.length === 0 && <Text c="dimmed">{t('entry.noItems')}</Text>}
      {items.isSuccess && items.data.length > 0 && (
        // Links only, the same for everyone: kept as the server sent them.
        <StaticPart of={items.data}>
          {byCategory(items.data).map((group, i) => (
            <div key={i} className={classes.category}>
              {group.label && (
                <Title order={3} className={classes.categoryTitle}>
                  {group.label}
                </Title>
              )}
              <Columns cols={GRID} spacing="xs">
                {group.items.map((item) => (
                  <ItemLink key={item.itemkey} culture={culture} type={type} item={item} />
                ))}
              </Columns>
            </div>
          ))}
        </StaticPart>
      )}
    </section>
  );
}

/** A culture's villages, villagers, buildings and trade goods, by category. */
export function ItemLists({ culture }: { culture: string }) {
  return ITEM_TYPES.map((type) => <TypeList key={type} culture={culture} type={type} />);
}
