import type { BonusPlayer } from '@millenaire/contracts';
import type { Actor } from '../../platform/http/auth.ts';
import { notFound } from '../../platform/http/errors.ts';
import { ensureCanManageBonus } from './policy.ts';
import * as repo from './repository.ts';
import type { BonusDeps } from './deps.ts';

/** What /php/bonuscheck.php answers the mod: `thik hai` for a granted player. */
export async function bonusCheckAnswer({ db }: BonusDeps, login: string): Promise<string> {
  return login !== '' && (await repo.isGranted(db, login)) ? 'thik hai' : '';
}

export async function listBonusPlayers(
  { db }: BonusDeps,
  viewer: Actor | null,
): Promise<BonusPlayer[]> {
  ensureCanManageBonus(viewer);
  return repo.listBonusPlayers(db);
}

export async function grantBonus(deps: BonusDeps, viewer: Actor | null, login: string) {
  ensureCanManageBonus(viewer);
  await repo.grant(deps.db, login, deps.clock.now());
  return repo.listBonusPlayers(deps.db);
}

export async function revokeBonus({ db }: BonusDeps, viewer: Actor | null, login: string) {
  ensureCanManageBonus(viewer);
  if (!(await repo.revoke(db, login))) throw notFound();
  return repo.listBonusPlayers(db);
}
