import type { NewAdvancement } from '../repository.ts';

// The advancements' titles and descriptions, written for this site in English
// and French. Once the translation centre holds the mod's language files, the
// translators' texts can take their place.

type Text = [version: string, titleEn: string, descEn: string, titleFr: string, descFr: string];

const CULTURE_NAMES: Record<string, [string, string]> = {
  norman: ['Norman', 'normand'],
  indian: ['Indian', 'indien'],
  japanese: ['Japanese', 'japonais'],
  mayan: ['Mayan', 'maya'],
  byzantines: ['Byzantine', 'byzantin'],
  inuits: ['Inuit', 'inuit'],
  seljuk: ['Seljuk', 'seldjoukide'],
};

const TEXTS: Record<string, Text> = {
  firstcontact: [
    '5.0.0',
    'First Contact',
    'Meet the villagers of a Millénaire village.',
    'Premier contact',
    'Rencontrer les habitants d’un village Millénaire.',
  ],
  cresus: [
    '5.0.0',
    'Croesus',
    'Gather a fortune in deniers.',
    'Crésus',
    'Amasser une fortune en deniers.',
  ],
  summoningwand: [
    '5.0.0',
    'Summoning Wand',
    'Use the summoning wand to call a village into being.',
    'Baguette d’invocation',
    'Faire naître un village avec la baguette d’invocation.',
  ],
  amateurarchitect: [
    '5.0.0',
    'Amateur Architect',
    'Have a building raised in your own village.',
    'Architecte amateur',
    'Faire construire un bâtiment dans son propre village.',
  ],
  medievalmetropolis: [
    '5.0.0',
    'Medieval Metropolis',
    'Lead a village until it becomes a true town.',
    'Métropole médiévale',
    'Mener un village jusqu’à en faire une vraie ville.',
  ],
  thequest: [
    '5.0.0',
    'The Quest',
    'Complete a quest for a villager.',
    'La quête',
    'Accomplir une quête pour un villageois.',
  ],
  maitreapenser: [
    '5.0.0',
    'Master Thinker',
    'Finish the long chain of quests of the wise men.',
    'Maître à penser',
    'Achever la longue suite de quêtes des sages.',
  ],
  explorer: [
    '5.0.0',
    'Explorer',
    'Visit villages of several cultures.',
    'Explorateur',
    'Visiter des villages de plusieurs cultures.',
  ],
  marcopolo: [
    '5.0.0',
    'Marco Polo',
    'Trade with villages far away from one another.',
    'Marco Polo',
    'Commercer avec des villages très éloignés les uns des autres.',
  ],
  magellan: [
    '5.0.0',
    'Magellan',
    'Travel across the whole world to find every culture.',
    'Magellan',
    'Parcourir le monde entier pour trouver toutes les cultures.',
  ],
  selfdefense: [
    '5.0.0',
    'Self-Defence',
    'Fight off raiders attacking a village you protect.',
    'Légitime défense',
    'Repousser des pillards qui attaquent un village sous votre protection.',
  ],
  pantheon: [
    '5.0.0',
    'Pantheon',
    'Have your name carved among the great of a village.',
    'Panthéon',
    'Voir son nom gravé parmi les grands d’un village.',
  ],
  darkside: [
    '5.0.0',
    'The Dark Side',
    'Fall so low that a village takes you for an enemy.',
    'Le côté obscur',
    'Tomber si bas qu’un village vous tient pour un ennemi.',
  ],
  scipio: [
    '5.0.0',
    'Scipio',
    'Win a battle against a raiding village.',
    'Scipion',
    'Remporter une bataille contre un village de pillards.',
  ],
  attila: [
    '5.0.0',
    'Attila',
    'Lead a raid against another village.',
    'Attila',
    'Mener un raid contre un autre village.',
  ],
  viking: [
    '5.0.0',
    'Viking',
    'Raid a village and come back with its riches.',
    'Viking',
    'Piller un village et en revenir avec ses richesses.',
  ],
  cheers: [
    '5.0.0',
    'Cheers!',
    'Share a drink at the village inn.',
    'Santé\u202f!',
    'Trinquer à l’auberge du village.',
  ],
  hired: [
    '5.0.0',
    'Hired',
    'Hire a villager to follow and defend you.',
    'Embauché',
    'Engager un villageois pour vous suivre et vous défendre.',
  ],
  masterfarmer: [
    '5.0.0',
    'Master Farmer',
    'Grow every crop the villagers know.',
    'Maître fermier',
    'Cultiver toutes les plantes que connaissent les villageois.',
  ],
  greathunter: [
    '5.0.0',
    'Great Hunter',
    'Bring down the fiercest beasts of the wild.',
    'Grand chasseur',
    'Abattre les bêtes les plus féroces de la nature.',
  ],
  friendindeed: [
    '5.0.0',
    'A Friend Indeed',
    'Help a villager in need.',
    'L’ami des mauvais jours',
    'Venir en aide à un villageois dans le besoin.',
  ],
  rainbow: [
    '6.0.0',
    'Rainbow',
    'Wear clothes dyed in every colour the villagers make.',
    'Arc-en-ciel',
    'Porter des vêtements teints de toutes les couleurs des villageois.',
  ],
  seljuk_istanbul: [
    '8.1.0',
    'Istanbul, not Constantinople',
    'Help the Seljuks take a Byzantine city.',
    'Istanbul, pas Constantinople',
    'Aider les Seldjoukides à prendre une cité byzantine.',
  ],
  byzantines_nottoday: [
    '8.1.0',
    'Not Today',
    'Help the Byzantines hold their city against the Seljuks.',
    'Pas aujourd’hui',
    'Aider les Byzantins à défendre leur cité face aux Seldjoukides.',
  ],
  mp_weapon: [
    '7.0.0',
    'Armed Neighbour',
    'Buy a weapon from a village founded by another player.',
    'Voisin armé',
    'Acheter une arme à un village fondé par un autre joueur.',
  ],
  mp_hiredgoon: [
    '7.0.0',
    'Hired Goon',
    'Hire a villager from another player’s village.',
    'Homme de main',
    'Engager un villageois du village d’un autre joueur.',
  ],
  mp_friendlyvillage: [
    '7.0.0',
    'Friendly Village',
    'Become well liked in another player’s village.',
    'Village ami',
    'Être bien vu dans le village d’un autre joueur.',
  ],
  mp_neighbourtrade: [
    '7.0.0',
    'Neighbourly Trade',
    'Trade with another player’s village.',
    'Commerce de voisinage',
    'Commercer avec le village d’un autre joueur.',
  ],
  mp_raidonplayer: [
    '7.0.0',
    'Raid on a Player',
    'Raid a village founded by another player.',
    'Raid chez un joueur',
    'Piller un village fondé par un autre joueur.',
  ],
  wq_indian: [
    '6.0.0',
    'The Indian Quest',
    'Complete the great quest of the Indian villages.',
    'La quête indienne',
    'Achever la grande quête des villages indiens.',
  ],
  wq_norman: [
    '6.0.0',
    'The Norman Quest',
    'Complete the great quest of the Norman villages.',
    'La quête normande',
    'Achever la grande quête des villages normands.',
  ],
  wq_mayan: [
    '6.0.0',
    'The Mayan Quest',
    'Complete the great quest of the Mayan villages.',
    'La quête maya',
    'Achever la grande quête des villages mayas.',
  ],
  puja: [
    '6.0.0',
    'Puja',
    'Make an offering at an Indian temple.',
    'Puja',
    'Faire une offrande dans un temple indien.',
  ],
  sacrifice: [
    '6.0.0',
    'Sacrifice',
    'Attend a ceremony at a Mayan pyramid.',
    'Sacrifice',
    'Assister à une cérémonie sur une pyramide maya.',
  ],
  marvel_norman: [
    '8.0.0',
    'Norman Marvel',
    'See a Norman village complete its cathedral.',
    'Merveille normande',
    'Voir un village normand achever sa cathédrale.',
  ],
};

function cultureTexts(culture: string): Record<string, Text> {
  const [en, fr] = CULTURE_NAMES[culture]!;
  return {
    [`rep_${culture}`]: [
      '8.0.0',
      `${en} Friend`,
      `Earn a good reputation with a ${en} village.`,
      `Ami ${fr}`,
      `Gagner une bonne réputation auprès d’un village ${fr}.`,
    ],
    [`complete_${culture}`]: [
      '8.0.0',
      `${en} Builder`,
      `See a ${en} village build all of its buildings.`,
      `Bâtisseur ${fr}`,
      `Voir un village ${fr} construire tous ses bâtiments.`,
    ],
    [`leader_${culture}`]: [
      '8.0.0',
      `${en} Leader`,
      `Become the leader of a ${en} village.`,
      `Chef ${fr}`,
      `Devenir le chef d’un village ${fr}.`,
    ],
  };
}

export function demoAdvancements(keys: readonly string[]): NewAdvancement[] {
  const all: Record<string, Text> = { ...TEXTS };
  for (const culture of Object.keys(CULTURE_NAMES)) Object.assign(all, cultureTexts(culture));
  return keys.map((key, pos) => {
    const [version, title_en, description_en, title_fr, description_fr] = all[key]!;
    return { key, pos, version, title_en, title_fr, description_en, description_fr };
  });
}
