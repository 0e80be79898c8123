import type { EverydayGuide } from "./types";

export const HOME_GUIDES: EverydayGuide[] = [
  {
    id: "sourdough-starter-while-away",
    title: "Keeping a sourdough starter alive while you travel",
    area: "home",
    summary: "Storing your starter so it survives a week or more away from home.",
    keys: [
      "sourdough starter",
      "starter while away",
      "sourdough on holiday",
      "leave my starter",
      "feed starter",
      "dried starter",
      "freeze starter",
      "levain",
      "sourdough travel",
      "starter in the fridge",
      "sourdough",
      "neglected starter",
    ],
    matters:
      "A starter can take weeks to build and carries a lot of care, so losing it to a trip is frustrating. A healthy starter is tougher than it looks, and with a little preparation it can rest for weeks.",
    steps: [
      "Feed your starter the day before you leave, let it stand for an hour, then put it in the fridge in a jar with a loose lid.",
      "Stir in extra flour to make it stiffer than usual before chilling if you will be away for more than two weeks.",
      "Spread a spoonful thinly on baking paper, let it dry completely, and keep the flakes in a sealed jar as a back-up.",
      "When you return, pour off any grey liquid, discard most of the starter and feed it twice a day until it doubles again.",
      "Ask a friend to feed it once a week if you will be gone for more than a month.",
    ],
    tradeoff:
      "The fridge is easy and usually fine for two or three weeks, but longer gaps can leave a sluggish starter that takes days to revive. For long trips, a dried back-up takes ten minutes and removes most of the risk.",
    getHelp:
      "Throw the starter away if you see pink, orange or fuzzy mould, rather than trying to rescue it. Ask a local bakery or baking group for a spoonful of theirs if you need to start again.",
    examples: [
      "How do I keep my sourdough starter alive on holiday?",
      "I'm going away for three weeks this summer and nobody can feed my sourdough starter. Will it survive in the fridge?",
    ],
  },
  {
    id: "weekly-meal-planning",
    title: "Meal planning for the week",
    area: "home",
    summary: "Planning a week of meals to save time, money and daily decisions.",
    keys: [
      "meal planning",
      "meal plan",
      "what to cook this week",
      "weekly menu",
      "plan meals",
      "meal prep",
      "batch cooking",
      "shopping list",
      "dinner ideas",
      "what's for dinner",
      "weekly shop",
    ],
    matters:
      "Deciding what to eat every evening wastes time and money and often ends in a takeaway or food thrown away. A simple weekly plan helps everyone in the household eat better with less stress.",
    steps: [
      "Pick one day, such as Sunday, and spend 20 minutes planning five dinners for the week ahead.",
      "Check the fridge, freezer and cupboards first, and build at least two meals around what needs using up.",
      "Write a shopping list from the plan, grouped by aisle, and buy only what is on it.",
      "Cook a double batch of one meal and freeze half for a busy night.",
      "Leave one or two nights free for leftovers or something simple such as eggs on toast.",
    ],
    tradeoff:
      "A detailed plan saves the most money but can feel rigid when plans or appetites change. Plan the main meals, keep a couple of flexible nights, and swap days around as needed.",
    getHelp:
      "Ask your doctor about seeing a registered dietitian if you need to plan meals around a health condition such as diabetes, a food allergy or an eating disorder.",
    examples: [
      "How do I start meal planning?",
      "Every night at six we stare into the fridge and end up ordering a takeaway. How do I plan a week of dinners for a family of four?",
    ],
  },
  {
    id: "cooking-on-a-budget",
    title: "Cooking on a budget",
    area: "home",
    summary: "Eating well for less money.",
    keys: [
      "cheap meals",
      "cooking on a budget",
      "budget recipes",
      "save money on food",
      "food budget",
      "cheap food",
      "low cost meals",
      "eating cheaply",
      "grocery bill",
      "food shopping",
      "student food",
      "cost of food",
    ],
    matters:
      "Food is one of the few household costs you can cut quickly, but eating too cheaply can leave you hungry or poorly nourished. Cooking simply from basic ingredients lets you eat well and frees money for other things.",
    steps: [
      "Build your meals around cheap staples such as oats, rice, pasta, lentils, beans, eggs, potatoes and frozen or seasonal vegetables.",
      "Compare the price per kilo on the shelf label rather than the price of the pack.",
      "Try the shop's own brand or cheapest range for basics such as tinned tomatoes, flour and rice.",
      "Cook a large pot of soup, stew or chilli and portion the rest for lunches or the freezer.",
      "Look for reduced items near closing time, and freeze anything you can't use the same day.",
    ],
    tradeoff:
      "Buying in bulk lowers the unit cost but ties up cash and can lead to waste if you can't store or use it all. Buy in bulk only what you use every week and have room to keep.",
    getHelp:
      "Contact a local food bank, your council or a free debt advice service if you are regularly skipping meals or can't afford enough food. See your doctor if you are losing weight without trying.",
    examples: [
      "How can I eat cheaply?",
      "I've got about 30 pounds a week for food for me and my son. What can I cook that's filling and healthy?",
    ],
  },
  {
    id: "food-safety-and-leftovers",
    title: "Food safety and leftovers",
    area: "home",
    summary: "Storing and reheating leftovers safely, and knowing when to throw them out.",
    keys: [
      "leftovers",
      "food safety",
      "how long do leftovers last",
      "reheating rice",
      "is it still safe to eat",
      "fridge storage",
      "reheating food",
      "use by date",
      "best before",
      "freezing leftovers",
      "cooked chicken",
      "gone off",
    ],
    matters:
      "Food poisoning from badly stored leftovers is common and can be serious for babies, pregnant women, older people and anyone with weakened immunity. Simple habits let you save food and money without taking that risk.",
    steps: [
      "Cool leftovers quickly and get them into the fridge within two hours, spreading large batches into shallow containers.",
      "Keep your fridge at 5 degrees Celsius or colder, and label each container of leftovers with the date.",
      "Eat most leftovers within two days and cooked rice within one day, or freeze them straight away.",
      "Reheat leftovers only once, until they are steaming hot all the way through.",
      "Throw out food past its use-by date even if it smells fine, but treat best-before dates as a guide to quality.",
    ],
    tradeoff:
      "Throwing food away feels wasteful, while keeping it too long risks illness. When in doubt, throw it out, and cut waste by cooking smaller amounts or freezing portions sooner.",
    getHelp:
      "See a doctor for food poisoning with blood in your stools, signs of dehydration such as very little urine, vomiting that stops you keeping fluids down, or symptoms lasting more than a few days. Babies, older people and pregnant women should get checked sooner.",
    examples: [
      "How long can I keep leftovers in the fridge?",
      "I made a big pot of chicken curry and rice on Sunday. Is it still safe to eat on Wednesday?",
    ],
  },
  {
    id: "tidy-home-little-time",
    title: "Keeping a home tidy with little time",
    area: "home",
    summary: "Short daily habits that keep mess and clutter under control.",
    keys: [
      "tidy house",
      "messy house",
      "cleaning routine",
      "no time to clean",
      "clutter",
      "declutter",
      "keep the house clean",
      "tidying up",
      "cleaning schedule",
      "overwhelmed by mess",
      "untidy home",
    ],
    matters:
      "Clutter and mess raise stress, waste time spent hunting for things and cause friction in a shared home. A few minutes a day keeps things manageable without giving up your weekends.",
    steps: [
      "Set a timer for 10 minutes each evening and reset the main room, putting things back where they belong.",
      "Give everything you use daily a fixed home, such as a hook for keys and a tray for post.",
      "Wash up or load the dishwasher straight after dinner, before you sit down.",
      "Clear one shelf, drawer or surface each week, and give away or recycle what you don't use.",
      "Do one bigger job a day, such as the bathroom on Monday and the floors on Thursday, rather than cleaning everything at once.",
    ],
    tradeoff:
      "A spotless home takes more time than most people have, while letting things slide makes each clean-up bigger. Aim for clean enough to feel calm and find things, not perfect.",
    getHelp:
      "Talk to your doctor if you can't throw things away even when clutter makes rooms unusable or unsafe, or if you have had no energy for everyday tasks for more than two weeks, as both can be signs of a health problem.",
    examples: [
      "How do I keep my house tidy when I work full time?",
      "I work long hours, have two kids and the house is always a mess. Is there a quick routine that actually works?",
    ],
  },
  {
    id: "houseplants-while-away",
    title: "Houseplants while you're away",
    area: "home",
    summary: "Keeping your plants watered during a holiday or a long trip.",
    keys: [
      "houseplants",
      "plants on holiday",
      "water plants while away",
      "plant care",
      "self watering",
      "plants while on vacation",
      "indoor plants",
      "plant sitter",
      "going away plants",
      "wick watering",
      "dying plants",
    ],
    matters:
      "Plants can dry out or scorch on a sunny windowsill within days, and losing favourites is disheartening. A little preparation keeps most plants alive for a week or two.",
    steps: [
      "Water every plant thoroughly the day before you leave and let the excess drain away.",
      "Move plants away from sunny windows and radiators to a cooler spot that still gets some light.",
      "Group thirsty plants together in the bath or on a tray lined with a damp towel to keep the air around them moist.",
      "Run a cotton string from a jar of water into the soil of thirsty plants so it wicks water to them slowly.",
      "Ask a neighbour or friend to water once a week for trips longer than two weeks, and leave a short note for each plant.",
    ],
    tradeoff:
      "Watering heavily before you go keeps thirsty plants alive but can rot succulents and cacti, which would rather dry out. Water each plant according to its type, not all of them the same.",
    getHelp:
      "Ask a garden centre or plant shop for advice if a plant is still wilting, yellowing or dropping leaves a week after your return despite normal watering.",
    examples: [
      "How do I water my plants while on holiday?",
      "I'm away for ten days in August and my flat gets very hot. How do I stop my houseplants from dying?",
    ],
  },
  {
    id: "first-kitchen-essentials",
    title: "A first kitchen's essentials",
    area: "home",
    summary: "The basic equipment and cupboard staples for your first home.",
    keys: [
      "first kitchen",
      "kitchen essentials",
      "what do i need in a kitchen",
      "moving out kitchen",
      "student kitchen",
      "basic pans",
      "kitchen equipment",
      "starter kitchen",
      "first flat kitchen",
      "cooking basics",
      "cupboard staples",
      "pantry staples",
    ],
    matters:
      "Setting up a first kitchen can be expensive and confusing, and buying too much wastes money and space. A few good basics let you cook most everyday meals safely.",
    steps: [
      "Buy one sharp cook's knife, a chopping board, a large frying pan, a medium saucepan and a baking tray first.",
      "Add a wooden spoon, a spatula, a colander, a grater, a tin opener, a measuring jug and a few airtight containers.",
      "Stock the cupboard with oil, salt, pepper, rice, pasta, tinned tomatoes, beans, stock cubes and one or two dried herbs.",
      "Look in charity shops, online marketplaces and family cupboards before buying anything new.",
      "Wait a month before buying any gadget, and then buy only the ones you would use every week.",
    ],
    tradeoff:
      "Cheap sets are tempting, but thin pans burn food and blunt knives slip and cause more cuts. Spend a little more on a good knife and one good pan, and buy the rest cheaply.",
    getHelp:
      "Get a registered gas engineer or qualified electrician to check the cooker if it sparks, trips the electrics or burns with a yellow flame. If you smell gas, leave the building and call the gas emergency line.",
    examples: [
      "What do I need for my first kitchen?",
      "I'm moving into my first flat next month with almost no money. What kitchen stuff should I actually buy?",
    ],
  },
  {
    id: "reducing-energy-bills",
    title: "Reducing energy bills",
    area: "home",
    summary: "Cutting heating and electricity costs without living in the cold.",
    keys: [
      "energy bills",
      "electricity bill",
      "heating costs",
      "gas bill",
      "save energy",
      "cut my bills",
      "lower bills",
      "energy saving",
      "cold house",
      "can't afford heating",
      "utility bills",
      "draughts",
    ],
    matters:
      "High energy bills strain household budgets, and cutting heating too far can harm babies, older people and anyone with a health condition. Most savings come from a handful of changes rather than from being cold.",
    steps: [
      "Read your meters this week and compare tariffs with your supplier or a comparison site.",
      "Block draughts around doors, windows and letterboxes with draught strips and excluders.",
      "Turn the thermostat down by one degree, and set the heating to come on only when people are at home.",
      "Wash clothes at 30 degrees, run only full loads, and dry washing on a rack where you can.",
      "Switch appliances off at the wall instead of leaving them on standby.",
    ],
    tradeoff:
      "Turning the heating down saves money, but a cold, damp home can harm health, especially for older people and babies. Heat the rooms you use to a comfortable level rather than the whole house to a chilly one.",
    getHelp:
      "Contact your supplier and a free advice service as soon as you fall behind on bills, and see a doctor if anyone at home is getting ill from cold or damp. If you smell gas, call the gas emergency line.",
    examples: [
      "How can I lower my energy bills?",
      "Our heating bill doubled this winter and we have a new baby. How do we save money without the house being freezing?",
    ],
  },
  {
    id: "home-toolkit-and-small-repairs",
    title: "A basic home toolkit and small repairs",
    area: "home",
    summary: "The tools to keep at home, and the simple fixes you can do safely.",
    keys: [
      "toolkit",
      "basic tools",
      "diy",
      "small repairs",
      "fix it myself",
      "home repairs",
      "dripping tap",
      "hang a picture",
      "put up a shelf",
      "screwdriver",
      "household repairs",
    ],
    matters:
      "Small repairs done early save money and stop little problems growing, but some jobs are dangerous without training. Knowing which jobs are yours and which are not keeps you and your household safe.",
    steps: [
      "Buy a claw hammer, screwdrivers, pliers, an adjustable spanner, a tape measure, a spirit level, a torch, and a box of screws and wall plugs.",
      "Find and label your water stop tap, your fuse box and your gas shut-off valve this week.",
      "Check for hidden pipes and cables with a detector before you drill into any wall.",
      "Turn off the power at the fuse box or the water at the stop tap before any job that goes near wiring or pipes.",
      "Start with simple jobs such as bleeding radiators, tightening loose handles and hanging pictures.",
    ],
    tradeoff:
      "Doing repairs yourself saves money and builds confidence, but a botched job on water, gas or electrics can cost far more and be dangerous. Do the simple jobs yourself and pay a professional for anything involving gas, new wiring or the structure.",
    getHelp:
      "Call a registered gas engineer for any work on gas appliances, and a qualified electrician for new wiring or anything that sparks, smells of burning or keeps tripping. If you smell gas, leave and call the gas emergency line.",
    examples: [
      "What tools should I have at home?",
      "I've just bought my first house and I can't even put up a shelf. What basic tools and skills do I need?",
    ],
  },
  {
    id: "sharing-chores-fairly",
    title: "Sharing chores fairly",
    area: "home",
    summary: "Dividing the housework so that no one ends up doing it all.",
    keys: [
      "chores",
      "housework",
      "sharing chores",
      "chore chart",
      "housemates",
      "flatmates",
      "partner doesn't help",
      "unfair housework",
      "dividing chores",
      "who does the dishes",
      "cleaning rota",
      "chores for kids",
    ],
    matters:
      "When one person carries most of the housework, resentment builds and arguments follow, whether with a partner, flatmates or children. A fair split is as much about the relationship as about the cleaning.",
    steps: [
      "List every household task for one week, including planning, shopping and remembering things, and note roughly how long each takes.",
      "Sit down together and divide the list so the total time is roughly fair, allowing for working hours.",
      "Give each person full ownership of their tasks, including deciding when and how to do them.",
      "Give children jobs that suit their age, such as setting the table or pairing socks.",
      "Put the rota where everyone can see it and review it together after a month.",
    ],
    tradeoff:
      "Splitting every task exactly in half sounds fair but ignores different hours, skills and standards. Agree a shared idea of clean enough, and weigh the total effort over a week rather than counting tasks.",
    getHelp:
      "Consider a couples counsellor or a family mediator if arguments about chores keep repeating and turn hostile. Contact a domestic abuse helpline if a partner uses control, threats or fear at home.",
    examples: [
      "How do we split chores fairly?",
      "I feel like I do all the cleaning and cooking while my partner and our teenagers do nothing. How do I fix this without a huge fight?",
    ],
  },
];
