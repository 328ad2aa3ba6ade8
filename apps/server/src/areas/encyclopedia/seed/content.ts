import type { Culture } from '@millenaire/contracts';
import type { BuildingStyle, GoodShape } from './art.ts';

// Demo encyclopedia written for this site: each culture with a few villages,
// villagers, buildings and trade goods, in English and French. Keys follow
// the mod's style; every text here is our own.

/** English, then French. */
export type Texts = [en: string, fr: string];

export interface DemoCategory {
  key: string;
  label: Texts;
}

interface DemoItem {
  key: string;
  label: Texts;
  desc: Texts;
}

export interface DemoVillage extends DemoItem {
  /** Keys of the culture's buildings found in it. */
  buildings: string[];
}

export interface DemoVillager extends DemoItem {
  category: DemoCategory;
  home: string;
  sells: string;
}

export interface DemoBuilding extends DemoItem {
  category: DemoCategory;
  style?: BuildingStyle;
  /** [good, amount]: the raw goods ([en, fr]) it takes to build. */
  cost: [Texts, number][];
}

export interface DemoGood extends DemoItem {
  category: DemoCategory;
  shape: GoodShape;
  price: number;
}

export interface DemoCulture {
  culture: Culture;
  label: Texts;
  /** A sentence naming the culture's colour word, marked with § codes. */
  intro: Texts;
  desc: Texts;
  villages: DemoVillage[];
  villagers: DemoVillager[];
  buildings: DemoBuilding[];
  goods: DemoGood[];
}

const MEN: DemoCategory = { key: 'men', label: ['Men', 'Hommes'] };
const WOMEN: DemoCategory = { key: 'women', label: ['Women', 'Femmes'] };
const HOMES: DemoCategory = { key: 'homes', label: ['Homes', 'Habitations'] };
const CRAFT: DemoCategory = { key: 'craft', label: ['Craft buildings', 'Bâtiments d’artisans'] };
const SACRED: DemoCategory = { key: 'sacred', label: ['Sacred places', 'Lieux sacrés'] };
const FOOD: DemoCategory = { key: 'food', label: ['Food and drink', 'Nourriture et boisson'] };
const CRAFTS: DemoCategory = { key: 'crafts', label: ['Crafted goods', 'Objets artisanaux'] };

const WOOD: Texts = ['Wood', 'Bois'];
const STONE: Texts = ['Stone', 'Pierre'];
const CLAY: Texts = ['Clay', 'Argile'];
const SNOW: Texts = ['Snow blocks', 'Blocs de neige'];
const HIDE: Texts = ['Hides', 'Peaux'];
const GOLD: Texts = ['Gold', 'Or'];

export const DEMO_CULTURES: DemoCulture[] = [
  {
    culture: 'norman',
    label: ['Normans', 'Normands'],
    intro: [
      'Farmers of the §2green hedged fields§r.',
      'Paysans des §2champs verts et des haies§r.',
    ],
    desc: [
      'Normans clear the forest, plant orchards and raise timber-framed farms around a chapel. Their villages grow slowly but steadily, and they trade cider and wool with anyone who passes by.',
      'Les Normands défrichent la forêt, plantent des vergers et bâtissent des fermes à colombages autour d’une chapelle. Leurs villages grandissent lentement mais sûrement, et ils vendent cidre et laine à qui passe par là.',
    ],
    villages: [
      {
        key: 'bocagehamlet',
        label: ['Bocage hamlet', 'Hameau du bocage'],
        desc: [
          'A handful of farms between hedges and apple trees.',
          'Quelques fermes entre les haies et les pommiers.',
        ],
        buildings: ['farmhouse', 'watermill'],
      },
      {
        key: 'abbeytown',
        label: ['Abbey town', 'Bourg abbatial'],
        desc: [
          'A busy town gathered around its chapel and market.',
          'Un bourg animé autour de sa chapelle et de son marché.',
        ],
        buildings: ['farmhouse', 'watermill', 'chapel'],
      },
    ],
    villagers: [
      {
        key: 'farmer',
        label: ['Farmer', 'Fermier'],
        category: MEN,
        desc: [
          'Ploughs the fields and tends the orchards from dawn to dusk.',
          'Laboure les champs et soigne les vergers du matin au soir.',
        ],
        home: 'farmhouse',
        sells: 'cider',
      },
      {
        key: 'miller',
        label: ['Miller', 'Meunier'],
        category: MEN,
        desc: [
          'Turns the village wheat into flour at the water mill.',
          'Transforme le blé du village en farine au moulin à eau.',
        ],
        home: 'watermill',
        sells: 'applebrandy',
      },
      {
        key: 'fee',
        label: ['Fée of the orchards', 'Fée des vergers'],
        category: WOMEN,
        desc: [
          'A wise woman who knows every remedy of the hedgerows.',
          'Une femme sage qui connaît tous les remèdes des haies.',
        ],
        home: 'chapel',
        sells: 'woolcloth',
      },
    ],
    buildings: [
      {
        key: 'farmhouse',
        label: ['Timber farmhouse', 'Ferme à colombages'],
        category: HOMES,
        desc: [
          'Oak beams filled with cob, under a steep thatched roof.',
          'Des poutres de chêne garnies de torchis, sous un toit de chaume pentu.',
        ],
        cost: [
          [WOOD, 96],
          [CLAY, 48],
        ],
      },
      {
        key: 'watermill',
        label: ['Water mill', 'Moulin à eau'],
        category: CRAFT,
        desc: [
          'Its wheel turns all year on the village stream.',
          'Sa roue tourne toute l’année sur le ruisseau du village.',
        ],
        cost: [
          [WOOD, 128],
          [STONE, 64],
        ],
      },
      {
        key: 'chapel',
        label: ['Chapel', 'Chapelle'],
        category: SACRED,
        desc: [
          'A small stone chapel whose bell calls the village together.',
          'Une petite chapelle de pierre dont la cloche rassemble le village.',
        ],
        cost: [
          [STONE, 192],
          [WOOD, 32],
        ],
      },
    ],
    goods: [
      {
        key: 'cider',
        label: ['Cider', 'Cidre'],
        category: FOOD,
        shape: 'bottle',
        price: 12,
        desc: [
          'Sweet and sparkling, pressed from the autumn apples.',
          'Doux et pétillant, pressé avec les pommes d’automne.',
        ],
      },
      {
        key: 'applebrandy',
        label: ['Apple brandy', 'Eau-de-vie de pomme'],
        category: FOOD,
        shape: 'bottle',
        price: 40,
        desc: [
          'Aged in oak barrels for many winters.',
          'Vieillie en fûts de chêne pendant de longs hivers.',
        ],
      },
      {
        key: 'woolcloth',
        label: ['Woollen cloth', 'Drap de laine'],
        category: CRAFTS,
        shape: 'cloth',
        price: 24,
        desc: [
          'Thick cloth woven from the sheep of the pastures.',
          'Un drap épais tissé avec la laine des moutons des prés.',
        ],
      },
    ],
  },
  {
    culture: 'indian',
    label: ['Indians', 'Indiens'],
    intro: ['People of the §6saffron river banks§r.', 'Peuple des §6rives couleur safran§r.'],
    desc: [
      'Indian villages spread along rivers, with painted houses, step wells and a temple at their heart. Farmers grow rice in flooded fields while potters and dyers fill the market with colour.',
      'Les villages indiens s’étendent le long des fleuves, avec leurs maisons peintes, leurs puits à degrés et un temple en leur cœur. Les paysans cultivent le riz dans les rizières pendant que potières et teinturiers remplissent le marché de couleurs.',
    ],
    villages: [
      {
        key: 'riverside',
        label: ['Riverside village', 'Village au bord du fleuve'],
        desc: [
          'Rice fields and houses lined up along the water.',
          'Des rizières et des maisons alignées le long de l’eau.',
        ],
        buildings: ['paintedhouse', 'stepwell'],
      },
      {
        key: 'templetown',
        label: ['Temple town', 'Ville du temple'],
        desc: [
          'Pilgrims come from far away to its great temple.',
          'Des pèlerins viennent de loin pour son grand temple.',
        ],
        buildings: ['paintedhouse', 'stepwell', 'temple'],
      },
    ],
    villagers: [
      {
        key: 'ricefarmer',
        label: ['Rice farmer', 'Riziculteur'],
        category: MEN,
        desc: [
          'Plants rice shoots one by one in the flooded fields.',
          'Repique le riz pousse par pousse dans les rizières inondées.',
        ],
        home: 'paintedhouse',
        sells: 'rice',
      },
      {
        key: 'potter',
        label: ['Potter', 'Potière'],
        category: WOMEN,
        desc: [
          'Shapes river clay into jars and lamps on her wheel.',
          'Façonne l’argile du fleuve en jarres et en lampes sur son tour.',
        ],
        home: 'paintedhouse',
        sells: 'dyedcloth',
      },
      {
        key: 'priest',
        label: ['Temple priest', 'Prêtre du temple'],
        category: MEN,
        desc: [
          'Keeps the temple lamps burning and blesses the harvest.',
          'Entretient les lampes du temple et bénit les récoltes.',
        ],
        home: 'temple',
        sells: 'spices',
      },
    ],
    buildings: [
      {
        key: 'paintedhouse',
        label: ['Painted house', 'Maison peinte'],
        category: HOMES,
        desc: [
          'Mud walls painted with bright patterns every festival.',
          'Des murs de terre repeints de motifs vifs à chaque fête.',
        ],
        cost: [
          [CLAY, 80],
          [WOOD, 24],
        ],
      },
      {
        key: 'stepwell',
        label: ['Step well', 'Puits à degrés'],
        category: CRAFT,
        style: 'pyramid',
        desc: [
          'Long stairs lead down to cool water, even in the dry season.',
          'De longs escaliers descendent vers une eau fraîche, même à la saison sèche.',
        ],
        cost: [[STONE, 160]],
      },
      {
        key: 'temple',
        label: ['Temple', 'Temple'],
        category: SACRED,
        style: 'dome',
        desc: [
          'Carved towers rise above the roofs of the town.',
          'Ses tours sculptées s’élèvent au-dessus des toits de la ville.',
        ],
        cost: [
          [STONE, 256],
          [GOLD, 4],
        ],
      },
    ],
    goods: [
      {
        key: 'rice',
        label: ['Rice', 'Riz'],
        category: FOOD,
        shape: 'sack',
        price: 6,
        desc: ['The daily food of every household.', 'La nourriture quotidienne de chaque foyer.'],
      },
      {
        key: 'spices',
        label: ['Spice bundle', 'Ballot d’épices'],
        category: FOOD,
        shape: 'leaf',
        price: 30,
        desc: [
          'Cardamom, pepper and turmeric, wrapped in a leaf.',
          'Cardamome, poivre et curcuma, enveloppés dans une feuille.',
        ],
      },
      {
        key: 'dyedcloth',
        label: ['Dyed cloth', 'Tissu teint'],
        category: CRAFTS,
        shape: 'cloth',
        price: 28,
        desc: [
          'Cotton dipped in indigo and saffron baths.',
          'Du coton plongé dans des bains d’indigo et de safran.',
        ],
      },
    ],
  },
  {
    culture: 'japanese',
    label: ['Japanese', 'Japonais'],
    intro: [
      'Builders of §4red-lacquered§r gates and quiet gardens.',
      'Bâtisseurs de portiques §4laqués de rouge§r et de jardins paisibles.',
    ],
    desc: [
      'Japanese villages sit between the sea and the mountains. Fishermen bring in the catch at dawn, samurai train in the dojo and the tea master welcomes travellers with a bowl of green tea.',
      'Les villages japonais se nichent entre la mer et les montagnes. Les pêcheurs rentrent à l’aube, les samouraïs s’entraînent au dojo et la maîtresse de thé accueille les voyageurs avec un bol de thé vert.',
    ],
    villages: [
      {
        key: 'fishingvillage',
        label: ['Fishing village', 'Village de pêcheurs'],
        desc: [
          'Wooden houses on stilts above a sheltered bay.',
          'Des maisons de bois sur pilotis au-dessus d’une baie abritée.',
        ],
        buildings: ['minka', 'teahouse'],
      },
      {
        key: 'castletown',
        label: ['Castle town', 'Ville du château'],
        desc: [
          'Streets of shops at the foot of the lord’s keep.',
          'Des rues de boutiques au pied du donjon du seigneur.',
        ],
        buildings: ['minka', 'dojo', 'teahouse'],
      },
    ],
    villagers: [
      {
        key: 'fisherman',
        label: ['Fisherman', 'Pêcheur'],
        category: MEN,
        desc: [
          'Sails out before sunrise and mends his nets at noon.',
          'Prend la mer avant l’aube et répare ses filets à midi.',
        ],
        home: 'minka',
        sells: 'sake',
      },
      {
        key: 'samurai',
        label: ['Samurai', 'Samouraï'],
        category: MEN,
        desc: [
          'Guards the village and trains the young in the dojo.',
          'Protège le village et entraîne les jeunes au dojo.',
        ],
        home: 'dojo',
        sells: 'lantern',
      },
      {
        key: 'teamaster',
        label: ['Tea master', 'Maîtresse de thé'],
        category: WOMEN,
        desc: [
          'Every gesture of her tea ceremony is calm and exact.',
          'Chaque geste de sa cérémonie du thé est calme et précis.',
        ],
        home: 'teahouse',
        sells: 'greentea',
      },
    ],
    buildings: [
      {
        key: 'minka',
        label: ['Minka', 'Minka'],
        category: HOMES,
        desc: [
          'A farmhouse of cedar and paper screens.',
          'Une maison de cèdre aux cloisons de papier.',
        ],
        cost: [[WOOD, 112]],
      },
      {
        key: 'dojo',
        label: ['Dojo', 'Dojo'],
        category: CRAFT,
        desc: [
          'A wide polished floor where swords are practised.',
          'Un large plancher ciré où l’on s’exerce au sabre.',
        ],
        cost: [
          [WOOD, 144],
          [STONE, 32],
        ],
      },
      {
        key: 'teahouse',
        label: ['Tea house', 'Maison de thé'],
        category: SACRED,
        desc: [
          'A small house in a moss garden, entered on one’s knees.',
          'Une petite maison dans un jardin de mousse, où l’on entre à genoux.',
        ],
        cost: [
          [WOOD, 64],
          [STONE, 16],
        ],
      },
    ],
    goods: [
      {
        key: 'sake',
        label: ['Sake', 'Saké'],
        category: FOOD,
        shape: 'bottle',
        price: 22,
        desc: [
          'Rice wine served warm on winter evenings.',
          'Un vin de riz servi chaud les soirs d’hiver.',
        ],
      },
      {
        key: 'greentea',
        label: ['Green tea', 'Thé vert'],
        category: FOOD,
        shape: 'leaf',
        price: 18,
        desc: [
          'Young leaves picked on the hillside terraces.',
          'De jeunes feuilles cueillies sur les terrasses des collines.',
        ],
      },
      {
        key: 'lantern',
        label: ['Paper lantern', 'Lanterne en papier'],
        category: CRAFTS,
        shape: 'pot',
        price: 15,
        desc: [
          'Lights the paths of the village at festival time.',
          'Éclaire les chemins du village les soirs de fête.',
        ],
      },
    ],
  },
  {
    culture: 'mayan',
    label: ['Mayans', 'Mayas'],
    intro: [
      'Stone builders of the §2jade jungle§r.',
      'Bâtisseurs de pierre de la §2jungle de jade§r.',
    ],
    desc: [
      'Mayan cities rise out of the jungle around stepped pyramids. Farmers grow maize in clearings, cocoa growers tend their shaded groves and the shaman reads the stars from the temple top.',
      'Les cités mayas surgissent de la jungle autour de pyramides à degrés. Les paysans cultivent le maïs dans les clairières, les planteurs de cacao soignent leurs bosquets ombragés et le chaman lit les étoiles au sommet du temple.',
    ],
    villages: [
      {
        key: 'junglevillage',
        label: ['Jungle village', 'Village de la jungle'],
        desc: [
          'Thatched huts in a clearing ringed by giant trees.',
          'Des huttes de chaume dans une clairière entourée d’arbres géants.',
        ],
        buildings: ['hut', 'ballcourt'],
      },
      {
        key: 'pyramidcity',
        label: ['Pyramid city', 'Cité de la pyramide'],
        desc: [
          'Plazas and causeways lead to the great pyramid.',
          'Places et chaussées mènent à la grande pyramide.',
        ],
        buildings: ['hut', 'ballcourt', 'pyramid'],
      },
    ],
    villagers: [
      {
        key: 'maizefarmer',
        label: ['Maize farmer', 'Cultivateur de maïs'],
        category: MEN,
        desc: [
          'Clears a new field each year and sows maize, beans and squash together.',
          'Défriche un champ chaque année et y sème ensemble maïs, haricots et courges.',
        ],
        home: 'hut',
        sells: 'maize',
      },
      {
        key: 'cocoagrower',
        label: ['Cocoa grower', 'Planteuse de cacao'],
        category: WOMEN,
        desc: [
          'Dries the precious beans on mats in the sun.',
          'Fait sécher les précieuses fèves sur des nattes au soleil.',
        ],
        home: 'hut',
        sells: 'cocoa',
      },
      {
        key: 'shaman',
        label: ['Shaman', 'Chaman'],
        category: MEN,
        desc: [
          'Keeps the calendar and calls the rain.',
          'Tient le calendrier et appelle la pluie.',
        ],
        home: 'pyramid',
        sells: 'obsidian',
      },
    ],
    buildings: [
      {
        key: 'hut',
        label: ['Thatched hut', 'Hutte de chaume'],
        category: HOMES,
        style: 'tent',
        desc: [
          'Walls of poles and clay under a tall palm roof.',
          'Des murs de perches et d’argile sous un haut toit de palmes.',
        ],
        cost: [
          [WOOD, 48],
          [CLAY, 32],
        ],
      },
      {
        key: 'ballcourt',
        label: ['Ball court', 'Terrain de balle'],
        category: CRAFT,
        style: 'flat',
        desc: [
          'Two sloping walls where the great ball game is played.',
          'Deux murs inclinés où se joue le grand jeu de balle.',
        ],
        cost: [[STONE, 176]],
      },
      {
        key: 'pyramid',
        label: ['Step pyramid', 'Pyramide à degrés'],
        category: SACRED,
        desc: [
          'Nine terraces lead up to the temple at the summit.',
          'Neuf terrasses mènent au temple du sommet.',
        ],
        cost: [
          [STONE, 320],
          [GOLD, 6],
        ],
      },
    ],
    goods: [
      {
        key: 'maize',
        label: ['Maize', 'Maïs'],
        category: FOOD,
        shape: 'sack',
        price: 5,
        desc: [
          'Ground every morning to make flatbreads.',
          'Moulu chaque matin pour faire des galettes.',
        ],
      },
      {
        key: 'cocoa',
        label: ['Cocoa beans', 'Fèves de cacao'],
        category: FOOD,
        shape: 'sack',
        price: 35,
        desc: [
          'So precious that they are used as money.',
          'Si précieuses qu’on s’en sert comme monnaie.',
        ],
      },
      {
        key: 'obsidian',
        label: ['Obsidian blade', 'Lame d’obsidienne'],
        category: CRAFTS,
        shape: 'blade',
        price: 45,
        desc: [
          'Black volcanic glass, sharper than any steel.',
          'Un verre volcanique noir, plus tranchant que l’acier.',
        ],
      },
    ],
  },
  {
    culture: 'byzantines',
    label: ['Byzantines', 'Byzantins'],
    intro: [
      'Heirs of an empire of §5purple§r and gold.',
      'Héritiers d’un empire de §5pourpre§r et d’or.',
    ],
    desc: [
      'Byzantine towns cling to sunny coasts, with olive groves on the slopes and domed churches above the harbour. Their silk and their icons are known far beyond the sea.',
      'Les bourgs byzantins s’accrochent aux côtes ensoleillées, avec leurs oliveraies sur les pentes et leurs églises à coupole au-dessus du port. Leur soie et leurs icônes sont connues bien au-delà de la mer.',
    ],
    villages: [
      {
        key: 'coastaltown',
        label: ['Coastal town', 'Bourg côtier'],
        desc: [
          'White houses stepping down to a busy harbour.',
          'Des maisons blanches qui descendent vers un port animé.',
        ],
        buildings: ['villa', 'silkworkshop'],
      },
      {
        key: 'monastery',
        label: ['Monastery village', 'Village du monastère'],
        desc: [
          'Monks and farmers share a rocky hilltop.',
          'Moines et paysans partagent une colline rocheuse.',
        ],
        buildings: ['villa', 'church'],
      },
    ],
    villagers: [
      {
        key: 'olivegrower',
        label: ['Olive grower', 'Oléiculteur'],
        category: MEN,
        desc: [
          'Beats the branches in autumn and presses the oil in winter.',
          'Gaule les branches en automne et presse l’huile en hiver.',
        ],
        home: 'villa',
        sells: 'oliveoil',
      },
      {
        key: 'iconpainter',
        label: ['Icon painter', 'Peintre d’icônes'],
        category: MEN,
        desc: [
          'Lays gold leaf and bright colours on wooden panels.',
          'Pose la feuille d’or et les couleurs vives sur des panneaux de bois.',
        ],
        home: 'church',
        sells: 'wine',
      },
      {
        key: 'silkmerchant',
        label: ['Silk merchant', 'Marchande de soie'],
        category: WOMEN,
        desc: [
          'Knows the price of every bolt in every port.',
          'Connaît le prix de chaque rouleau dans chaque port.',
        ],
        home: 'silkworkshop',
        sells: 'silk',
      },
    ],
    buildings: [
      {
        key: 'villa',
        label: ['Villa', 'Villa'],
        category: HOMES,
        style: 'flat',
        desc: [
          'A courtyard house with a vine-covered terrace.',
          'Une maison à cour avec une terrasse couverte de vigne.',
        ],
        cost: [
          [STONE, 96],
          [WOOD, 32],
        ],
      },
      {
        key: 'silkworkshop',
        label: ['Silk workshop', 'Atelier de soie'],
        category: CRAFT,
        style: 'flat',
        desc: [
          'Looms clatter all day behind its shutters.',
          'Les métiers à tisser claquent tout le jour derrière ses volets.',
        ],
        cost: [
          [WOOD, 80],
          [STONE, 48],
        ],
      },
      {
        key: 'church',
        label: ['Domed church', 'Église à coupole'],
        category: SACRED,
        desc: ['Its dome shines with mosaics of gold.', 'Sa coupole brille de mosaïques d’or.'],
        cost: [
          [STONE, 240],
          [GOLD, 8],
        ],
      },
    ],
    goods: [
      {
        key: 'oliveoil',
        label: ['Olive oil', 'Huile d’olive'],
        category: FOOD,
        shape: 'pot',
        price: 14,
        desc: [
          'Golden oil kept in tall clay jars.',
          'Une huile dorée conservée dans de hautes jarres.',
        ],
      },
      {
        key: 'wine',
        label: ['Wine', 'Vin'],
        category: FOOD,
        shape: 'bottle',
        price: 20,
        desc: [
          'Dark red wine from the terraced vineyards.',
          'Un vin rouge sombre des vignes en terrasses.',
        ],
      },
      {
        key: 'silk',
        label: ['Silk', 'Soie'],
        category: CRAFTS,
        shape: 'cloth',
        price: 60,
        desc: [
          'Shimmering cloth dyed in imperial purple.',
          'Une étoffe chatoyante teinte en pourpre impériale.',
        ],
      },
    ],
  },
  {
    culture: 'inuits',
    label: ['Inuits', 'Inuits'],
    intro: ['Hunters of the §3frozen sea§r.', 'Chasseurs de la §3mer gelée§r.'],
    desc: [
      'Inuit camps move with the seasons: igloos on the sea ice in winter, skin tents on the shore in summer. Hunters follow the seals, carvers shape bone and the elders remember every story.',
      'Les camps inuits suivent les saisons\u00a0: des igloos sur la banquise en hiver, des tentes de peau sur le rivage en été. Les chasseurs suivent les phoques, les sculptrices façonnent l’os et les anciens se souviennent de chaque histoire.',
    ],
    villages: [
      {
        key: 'wintercamp',
        label: ['Winter camp', 'Camp d’hiver'],
        desc: [
          'Snow houses close together against the wind.',
          'Des maisons de neige serrées contre le vent.',
        ],
        buildings: ['igloo', 'dryingrack'],
      },
      {
        key: 'summercamp',
        label: ['Summer camp', 'Camp d’été'],
        desc: [
          'Tents on a gravel beach, near the fishing grounds.',
          'Des tentes sur une plage de galets, près des lieux de pêche.',
        ],
        buildings: ['summertent', 'dryingrack'],
      },
    ],
    villagers: [
      {
        key: 'sealhunter',
        label: ['Seal hunter', 'Chasseur de phoques'],
        category: MEN,
        desc: [
          'Waits for hours by a breathing hole in the ice.',
          'Attend des heures près d’un trou de respiration dans la glace.',
        ],
        home: 'igloo',
        sells: 'furs',
      },
      {
        key: 'carver',
        label: ['Carver', 'Sculptrice'],
        category: WOMEN,
        desc: [
          'Carves animals of bone and stone small enough to hold in a hand.',
          'Sculpte des animaux d’os et de pierre qui tiennent dans la main.',
        ],
        home: 'summertent',
        sells: 'bonecarving',
      },
      {
        key: 'elder',
        label: ['Elder', 'Ancien'],
        category: MEN,
        desc: [
          'Knows where the fish run and tells the old tales.',
          'Sait où passent les poissons et raconte les vieux récits.',
        ],
        home: 'igloo',
        sells: 'driedfish',
      },
    ],
    buildings: [
      {
        key: 'igloo',
        label: ['Igloo', 'Igloo'],
        category: HOMES,
        desc: [
          'Cut snow blocks spiral up into a warm dome.',
          'Des blocs de neige taillés montent en spirale vers un dôme chaud.',
        ],
        cost: [[SNOW, 64]],
      },
      {
        key: 'summertent',
        label: ['Summer tent', 'Tente d’été'],
        category: HOMES,
        style: 'tent',
        desc: [
          'Sealskins stretched over driftwood poles.',
          'Des peaux de phoque tendues sur des perches de bois flotté.',
        ],
        cost: [
          [HIDE, 24],
          [WOOD, 12],
        ],
      },
      {
        key: 'dryingrack',
        label: ['Drying rack', 'Séchoir'],
        category: CRAFT,
        style: 'tent',
        desc: ['Fish dry slowly in the cold wind.', 'Le poisson y sèche lentement au vent froid.'],
        cost: [[WOOD, 16]],
      },
    ],
    goods: [
      {
        key: 'driedfish',
        label: ['Dried fish', 'Poisson séché'],
        category: FOOD,
        shape: 'fish',
        price: 8,
        desc: ['Keeps the whole winter long.', 'Se conserve tout l’hiver.'],
      },
      {
        key: 'furs',
        label: ['Furs', 'Fourrures'],
        category: CRAFTS,
        shape: 'fur',
        price: 32,
        desc: ['Warm enough for the longest night.', 'Assez chaudes pour la plus longue nuit.'],
      },
      {
        key: 'bonecarving',
        label: ['Bone carving', 'Sculpture en os'],
        category: CRAFTS,
        shape: 'blade',
        price: 26,
        desc: ['A little bear, polished by many hands.', 'Un petit ours, poli par bien des mains.'],
      },
    ],
  },
  {
    culture: 'seljuk',
    label: ['Seljuks', 'Seldjoukides'],
    intro: [
      'Masters of the §9turquoise§r dome and the caravan road.',
      'Maîtres de la coupole §9turquoise§r et de la route des caravanes.',
    ],
    desc: [
      'Seljuk towns grow along the caravan roads, each with its caravanserai, its bazaar and a domed mosque tiled in turquoise. Weavers knot carpets while merchants count the camels at the gate.',
      'Les villes seldjoukides poussent le long des routes caravanières, chacune avec son caravansérail, son bazar et une mosquée à coupole couverte de faïence turquoise. Les tisserandes nouent des tapis pendant que les marchands comptent les chameaux à la porte.',
    ],
    villages: [
      {
        key: 'caravantown',
        label: ['Caravan town', 'Ville caravanière'],
        desc: [
          'A walled stop on the road east, full of travellers.',
          'Une étape fortifiée sur la route de l’est, pleine de voyageurs.',
        ],
        buildings: ['caravanserai', 'bazaar', 'mosque'],
      },
      {
        key: 'hillvillage',
        label: ['Hill village', 'Village des collines'],
        desc: [
          'Apricot orchards climb the slopes around it.',
          'Des vergers d’abricotiers grimpent sur les pentes alentour.',
        ],
        buildings: ['bazaar', 'mosque'],
      },
    ],
    villagers: [
      {
        key: 'carpetweaver',
        label: ['Carpet weaver', 'Tisserande de tapis'],
        category: WOMEN,
        desc: [
          'Ties thousands of knots to make one carpet.',
          'Noue des milliers de nœuds pour un seul tapis.',
        ],
        home: 'bazaar',
        sells: 'carpet',
      },
      {
        key: 'caravanmerchant',
        label: ['Caravan merchant', 'Marchand caravanier'],
        category: MEN,
        desc: [
          'Brings news and copper from distant cities.',
          'Rapporte des nouvelles et du cuivre de cités lointaines.',
        ],
        home: 'caravanserai',
        sells: 'copperpot',
      },
      {
        key: 'horsearcher',
        label: ['Horse archer', 'Archer monté'],
        category: MEN,
        desc: [
          'Rides along the caravans to keep the road safe.',
          'Chevauche avec les caravanes pour garder la route sûre.',
        ],
        home: 'caravanserai',
        sells: 'apricots',
      },
    ],
    buildings: [
      {
        key: 'caravanserai',
        label: ['Caravanserai', 'Caravansérail'],
        category: CRAFT,
        style: 'flat',
        desc: [
          'A fortified inn where a hundred camels can rest.',
          'Une auberge fortifiée où cent chameaux peuvent se reposer.',
        ],
        cost: [
          [STONE, 288],
          [WOOD, 64],
        ],
      },
      {
        key: 'bazaar',
        label: ['Bazaar', 'Bazar'],
        category: CRAFT,
        desc: [
          'Covered alleys of stalls under small domes.',
          'Des allées couvertes d’échoppes sous de petites coupoles.',
        ],
        cost: [
          [STONE, 160],
          [WOOD, 48],
        ],
      },
      {
        key: 'mosque',
        label: ['Domed mosque', 'Mosquée à coupole'],
        category: SACRED,
        desc: [
          'Turquoise tiles cover its dome and its slender minaret.',
          'Des faïences turquoise couvrent sa coupole et son fin minaret.',
        ],
        cost: [
          [STONE, 272],
          [GOLD, 5],
        ],
      },
    ],
    goods: [
      {
        key: 'apricots',
        label: ['Dried apricots', 'Abricots secs'],
        category: FOOD,
        shape: 'sack',
        price: 10,
        desc: ['Sweet food for the long road.', 'Une douceur pour la longue route.'],
      },
      {
        key: 'carpet',
        label: ['Carpet', 'Tapis'],
        category: CRAFTS,
        shape: 'cloth',
        price: 80,
        desc: [
          'Red and blue patterns that last a lifetime.',
          'Des motifs rouges et bleus qui durent toute une vie.',
        ],
      },
      {
        key: 'copperpot',
        label: ['Copper pot', 'Chaudron de cuivre'],
        category: CRAFTS,
        shape: 'pot',
        price: 36,
        desc: ['Hammered by hand and tinned inside.', 'Martelé à la main et étamé à l’intérieur.'],
      },
    ],
  },
];
