// `npm run oidc -- <command>`: the clients of the site's OpenID Connect
// provider (the wiki...) and its signing keys.
//
//   add-client NAME REDIRECT_URI [REDIRECT_URI...] [--trusted]
//   list
//   new-secret CLIENT_ID
//   remove CLIENT_ID
//   restore CLIENT_ID
//   rotate-key
import { fileURLToPath } from 'node:url';
import { SITE_MIGRATIONS } from './areas.ts';
import {
  addClient,
  listClients,
  redirectUriProblem,
  removeClient,
  renewSecret,
  restoreClient,
} from './areas/oidc/clients.ts';
import { addSigningKey } from './areas/oidc/keys.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';

const USAGE = `usage: npm run oidc -- add-client NAME REDIRECT_URI [REDIRECT_URI...] [--trusted]
       npm run oidc -- list
       npm run oidc -- new-secret CLIENT_ID
       npm run oidc -- remove CLIENT_ID
       npm run oidc -- restore CLIENT_ID
       npm run oidc -- rotate-key`;

/** What the command answers, on standard output (the usage and problems go to standard error). */
const say = (line: string) => process.stdout.write(`${line}\n`);

const [command = '', ...rest] = process.argv.slice(2);
const trusted = rest.includes('--trusted');
const args = rest.filter((arg) => arg !== '--trusted');

// The settings are read from the server's folder, as `npm start` does.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const config = loadConfig();
const { db } = connectDatabase(config);

async function run(): Promise<number> {
  switch (command) {
    case 'add-client': {
      const [name, ...redirectUris] = args;
      if (!name?.trim() || redirectUris.length === 0) break;
      for (const uri of redirectUris) {
        const problem = redirectUriProblem(uri);
        if (problem) {
          console.error(`${uri}: ${problem}`);
          return 2;
        }
      }
      const { clientId, clientSecret } = await addClient(
        db,
        { name: name.trim(), redirectUris, trusted },
        new Date(),
      );
      say(`client_id: ${clientId}`);
      say(`client_secret: ${clientSecret}`);
      console.error('The secret is shown this once: keep it in the client’s settings.');
      return 0;
    }
    case 'list': {
      for (const client of await listClients(db)) {
        say(
          [
            client.clientId,
            client.name,
            client.trusted ? 'trusted' : 'asks consent',
            client.removedAt ? `removed ${client.removedAt}` : 'in use',
            ...client.redirectUris,
          ].join('\t'),
        );
      }
      return 0;
    }
    case 'new-secret': {
      const [clientId] = args;
      if (!clientId) break;
      const secret = await renewSecret(db, clientId);
      if (!secret) {
        console.error(`no client ${clientId}`);
        return 1;
      }
      say(`client_secret: ${secret}`);
      return 0;
    }
    case 'remove': {
      const [clientId] = args;
      if (!clientId) break;
      if (!(await removeClient(db, clientId, new Date()))) {
        console.error(`no client ${clientId}`);
        return 1;
      }
      say(
        `removed ${clientId}: refused until restored (restore ${clientId}, or Restore on /user/admin)`,
      );
      return 0;
    }
    case 'restore': {
      const [clientId] = args;
      if (!clientId) break;
      if (!(await restoreClient(db, clientId))) {
        console.error(`no client ${clientId}`);
        return 1;
      }
      say(`restored ${clientId}`);
      return 0;
    }
    case 'rotate-key': {
      const kid = await addSigningKey(db, new Date());
      say(`new signing key: ${kid} (the older keys stay published)`);
      return 0;
    }
  }
  console.error(USAGE);
  return 2;
}

try {
  await migrateToLatest(db, SITE_MIGRATIONS);
  process.exitCode = await run();
} finally {
  await db.destroy();
}
