/**
 * Small language files written for the tests, with every quirk of the mod's
 * own: byte-order mark, bare CR mixed with LF and CRLF, no final newline,
 * trailing spaces, key case, spacing around '=', repeated sentence keys,
 * dialogues, reputation, help pages and lang comments.
 */
export const FIXTURES: Record<string, string> = {
  strings:
    '\uFEFF//* Notes for translators: <0> is a number.\n' +
    '//* Keep $name as it is.\r' +
    '// plain comment\n' +
    '\n' +
    'ui.Hello=Hello <0>!   \r' +
    'ui.bye = Goodbye $name\r\n' +
    'ui.empty=\n' +
    'not a key line\n' +
    'ui.colour=<darkblue>Blue<ret>second line',
  norman_sentences:
    'greeting=Hello, $targetfirstname.\n' +
    'greeting=Good day!\n' +
    '// second key\n' +
    'farewell=Bye, $guard_villagername$.\n' +
    'greeting=Welcome back.\n',
  norman_dialogues:
    '//* Dialogues: keep the native text before the slash.\n' +
    'newchat;key:greet,weigth:10,cond:day\n' +
    'v1;0;Bonjour / Hello\n' +
    'v1;40;Ça va ? / How are you? \n' +
    '\n' +
    'newchat;key:rain,weigth:2\r' +
    'v1;0;Il pleut / It rains\r',
  norman_reputation: 'level0;Stranger;Nobody knows you\n-1;Enemy;They hate you  \n',
  help_1:
    'version:8.1.2\n' +
    'First page line one\n' +
    'line two  \n' +
    'NEW_PAGE\n' +
    '\n' +
    'Second page',
  lang:
    '# Minecraft names\n' +
    'item.millenaire.denier.name=Denier\n' +
    'advancements.millenaire.cresus.name = Crésus\n' +
    'advancements.millenaire.cresus.desc=Own a=lot\n',
};
