import type { EverydayGuide } from "./types";

export const MOVING_GUIDES: EverydayGuide[] = [
  {
    id: "making-friends-in-a-new-city",
    title: "Making friends in a new city",
    area: "moving",
    summary: "Building a social life from scratch after a move.",
    keys: [
      "new city",
      "no friends here",
      "making friends",
      "lonely after moving",
      "meet people",
      "don't know anyone",
      "new town",
      "social life",
      "friends as an adult",
      "just moved",
      "how to meet new people",
    ],
    matters:
      "Loneliness after a move affects your mood, your health and whether the new place ever feels like home. Friendships grow from repeated contact over months, so what you set up in the first weeks matters.",
    steps: [
      "Join one weekly group, such as a club, class, choir, team or volunteering shift, and go at least four times before deciding about it.",
      "Say yes to every invitation you reasonably can for the first three months.",
      "Ask one person you have met twice to join you for a coffee or a walk, naming a specific day and time.",
      "Become a regular somewhere, such as the same cafe, gym class or market stall each week.",
      "Keep a short note of people you meet and one thing about each, and get back in touch within a week.",
    ],
    tradeoff:
      "Staying closely in touch with old friends is comforting but can use up the time and energy you need to build new ties. Keep your old friendships, but give the new city most of your free evenings for the first few months.",
    getHelp:
      "See your doctor or a counsellor if loneliness turns into low mood most days for more than two weeks, you stop going out at all, or you feel hopeless.",
    examples: [
      "How do I make friends in a new city?",
      "I moved to Leeds for a job four months ago and still haven't made a single friend outside work. Where do I even start?",
    ],
  },
  {
    id: "moving-house-checklist",
    title: "A moving house checklist",
    area: "moving",
    summary: "What to do and when, in the weeks before and after a move.",
    keys: [
      "moving house",
      "moving checklist",
      "house move",
      "moving day",
      "packing to move",
      "removals",
      "change of address",
      "moving out",
      "removal van",
      "moving boxes",
      "what to do before moving",
    ],
    matters:
      "A move touches everything from your bills and post to your children's schools, and forgotten tasks can cost money or cause stress for weeks. A simple plan keeps everyone in the household calmer.",
    steps: [
      "Write a dated plan today, working back from moving day, and give each big job, such as booking a van, giving notice or packing, its own week.",
      "Get at least three quotes from removal firms or van hire companies four to six weeks before the move.",
      "Give notice to your landlord, energy and water suppliers, internet provider and council, and arrange final meter readings.",
      "Pack one box for the first night with a kettle, mugs, toilet paper, chargers, medicines, bedding and a few basic tools.",
      "Set up post redirection and update your address with your bank, doctor, employer and insurers in the first week.",
    ],
    tradeoff:
      "Paying for a full removal service saves time and strain but costs far more than doing it yourself with friends and a van. Weigh the price against your free time, your back and how much heavy furniture you own.",
    getHelp:
      "Get advice from a citizens advice service, a housing advice service or a lawyer if there is a dispute about your deposit, contract or moving date. See your doctor if the stress of the move is affecting your sleep or health.",
    examples: [
      "What do I need to do before moving house?",
      "We're moving in six weeks with two kids and a cat and I keep forgetting things. Is there a simple checklist I can follow?",
    ],
  },
  {
    id: "moving-abroad",
    title: "Moving abroad",
    area: "moving",
    summary: "Preparing for a move to another country.",
    keys: [
      "moving abroad",
      "emigrating",
      "relocating overseas",
      "expat",
      "moving to another country",
      "living abroad",
      "working abroad",
      "visa",
      "international move",
      "relocation",
      "new country",
    ],
    matters:
      "A move abroad changes your legal status, money, health cover and relationships all at once, and mistakes with visas or paperwork can be costly. Your family and anyone moving with you will feel the change too.",
    steps: [
      "Check the visa and residence rules on the destination country's official government website before you commit to anything.",
      "Gather the originals and scans of passports, birth and marriage certificates, qualifications and medical records in one folder.",
      "Find out how health care works there and arrange cover that starts on the day you arrive.",
      "Tell your bank, tax office and pension provider about the move, and keep one bank account open at home for the first year.",
      "Join an online group for newcomers in your new city and learn some everyday phrases of the language before you go.",
    ],
    tradeoff:
      "Selling up and committing fully helps you settle, while keeping a foothold at home gives you a way back but can leave you half in each place. Decide in advance how long you will give it, such as a year, before judging.",
    getHelp:
      "Use an immigration lawyer or an officially registered adviser for visa questions, and a tax adviser if you will have income or property in two countries. See a doctor if homesickness turns into low mood that lasts for weeks.",
    examples: [
      "What should I sort out before moving abroad?",
      "I've been offered a job in Canada and my partner and I are thinking of going for good. What do we need to plan first?",
    ],
  },
  {
    id: "children-after-a-move",
    title: "The first weeks after a move for children",
    area: "moving",
    summary: "Helping children settle into a new home, school and area.",
    keys: [
      "kids after a move",
      "children moving house",
      "new school",
      "child misses old friends",
      "settling children",
      "child unhappy after move",
      "relocating with kids",
      "moving with children",
      "child adjusting to new home",
      "starting a new school",
    ],
    matters:
      "Children lose friends, routines and familiar places in a move, often with little say in it, and may show this through clinginess, anger or poor sleep. The first weeks shape how safe and settled they feel.",
    steps: [
      "Set up your child's bedroom first, with familiar bedding, toys and pictures, before unpacking the rest of the house.",
      "Keep mealtimes, bedtimes and weekend rituals the same as they were before the move.",
      "Meet the new teacher in the first week and ask who might make a good buddy for your child.",
      "Arrange a video call or a visit with an old friend within the first month.",
      "Explore the new area together on foot and find a park, a library and a shop your child can call their own.",
    ],
    tradeoff:
      "Filling the first weeks with activities helps children meet people but can overwhelm a child who needs quiet time to adjust. Watch how your child is coping and add one new thing at a time.",
    getHelp:
      "Talk to the school or your child's doctor if, after two or three months, your child is still very withdrawn, refusing school, sleeping badly or showing anger that isn't easing.",
    examples: [
      "How can I help my kids settle after moving?",
      "We moved across the country last month and my seven year old cries every morning before his new school. How long does this last and what can I do?",
    ],
  },
  {
    id: "elderly-parent-new-home",
    title: "Settling an elderly parent into a new home",
    area: "moving",
    summary: "Helping an older parent adjust to a new house, flat or care home.",
    keys: [
      "elderly parent",
      "moving mum",
      "moving dad",
      "care home",
      "sheltered housing",
      "parent downsizing",
      "ageing parent",
      "parent moving in with us",
      "older parent new home",
      "assisted living",
      "retirement flat",
      "residential care",
    ],
    matters:
      "A move late in life can bring grief for the old home, confusion and a loss of independence, especially with memory problems. How the move is handled affects your parent's dignity, safety and mood, and your own wellbeing too.",
    steps: [
      "Involve your parent in every decision you can, from which furniture comes along to where their chair goes.",
      "Arrange the new room to feel like the old one, with familiar furniture, photos, clock and bedding in similar places.",
      "Visit often in the first two weeks, at similar times of day, and keep visits short if they tire easily.",
      "Give the staff or new neighbours a one-page note about your parent's routines, likes, health needs and life story.",
      "Check lighting, rugs, grab rails and the route to the toilet at night for trip hazards on the first day.",
    ],
    tradeoff:
      "Doing everything for your parent speeds the move but can take away control they badly want to keep. Let them decide what they can, even when it takes longer, and step in where safety is at stake.",
    getHelp:
      "Contact their doctor promptly if your parent becomes suddenly more confused, stops eating or drinking, has a fall, or seems very low. Sudden confusion can be a sign of an illness that needs treatment, not just of the move.",
    examples: [
      "How do I help my mum settle into her care home?",
      "My dad is 84 and has just moved into a flat near us after 50 years in the same house, and he seems lost and sad. How can I help him adjust?",
    ],
  },
  {
    id: "finding-a-flat-to-rent",
    title: "Finding a flat or apartment to rent",
    area: "moving",
    summary: "Searching for a rental, viewing it properly and avoiding scams.",
    keys: [
      "renting",
      "find a flat",
      "apartment hunting",
      "rental",
      "landlord",
      "letting agent",
      "flat hunting",
      "tenancy",
      "rent a place",
      "viewing a flat",
      "rental scam",
      "deposit",
    ],
    matters:
      "Where you live shapes your budget, commute, sleep and safety, and a rushed choice or a rental scam can cost money you can't get back. Anyone you will live with has a stake in the choice too.",
    steps: [
      "Work out the most you can pay each month, including bills and travel, before you start looking, and stick to it.",
      "View every place in person or by live video call before paying anything, and never send money to someone you haven't met.",
      "Check for damp, mould, water pressure, locks, heating and phone signal at the viewing, and take photos.",
      "Read the whole contract before you sign, and ask in writing where your deposit will be held.",
      "Take dated photos of every room on moving-in day and email them to the landlord or agent.",
    ],
    tradeoff:
      "In a busy market, acting fast can win you a good place, but rushing raises the risk of scams and missed problems. Have your documents and references ready so you can move quickly without skipping the checks.",
    getHelp:
      "Contact a tenants' advice service, citizens advice or a lawyer if a landlord refuses repairs, keeps your deposit unfairly or tries to make you leave without proper notice. Report a suspected rental scam to the police.",
    examples: [
      "How do I find a flat to rent?",
      "I'm looking for my first apartment in a big city and every listing is gone within a day. How do I move quickly without getting scammed?",
    ],
  },
  {
    id: "getting-to-know-neighbours",
    title: "Getting to know your neighbours",
    area: "moving",
    summary: "Making friendly contact with the people who live around you.",
    keys: [
      "neighbours",
      "neighbors",
      "meet the neighbours",
      "new neighbours",
      "introduce myself to neighbours",
      "community",
      "my street",
      "my building",
      "friendly neighbour",
      "local community",
      "say hello",
    ],
    matters:
      "Neighbours who know you can keep an eye on your home, help in an emergency and make a street feel safer and friendlier. Making contact early is much easier than breaking the ice years later.",
    steps: [
      "Knock on the doors on either side and opposite in your first week to say hello and give your name.",
      "Write down names as soon as you learn them, and use them when you pass people.",
      "Join the local residents' group, street chat group or community noticeboard.",
      "Offer one small favour, such as taking in a parcel or watering plants while someone is away.",
      "Go to one local event, such as a street party, school fair or library talk, in your first two months.",
    ],
    tradeoff:
      "Being friendly opens the door to help and company, but some neighbours prefer to keep to themselves. Make a warm start, then follow their lead on how close they want to be.",
    getHelp:
      "Contact your landlord or your council's mediation service if a problem such as noise turns into a dispute, and call the police if a neighbour threatens or harasses you.",
    examples: [
      "How do I meet my neighbours?",
      "We've lived in our flat for a year and still don't know anyone in the building. Is it weird to knock on doors now?",
    ],
  },
  {
    id: "homesickness",
    title: "Homesickness",
    area: "moving",
    summary: "Coping with missing home after a move for study, work or a new life.",
    keys: [
      "homesick",
      "homesickness",
      "miss home",
      "miss my family",
      "want to go home",
      "homesick at university",
      "lonely away from home",
      "missing home",
      "crying every night",
      "regret moving",
      "first time away from home",
    ],
    matters:
      "Homesickness is a common response to losing familiar people and places, and it usually eases as new routines take hold. Left alone, though, it can pull you away from building the life you moved for.",
    steps: [
      "Set one regular time each week to call home, rather than checking in constantly through the day.",
      "Build a daily routine in your first week with fixed times for waking, meals and some exercise.",
      "Surround yourself with a few familiar things, such as photos, a favourite mug or food from home.",
      "Plan one small outing or social contact every day, even if it is just a walk to a cafe.",
      "Pick a date about six weeks ahead to take stock before you make any decision about leaving.",
    ],
    tradeoff:
      "Close contact with home eases the ache but can keep your attention there instead of on your new life. Stay connected, but make sure most of your days are lived where you are now.",
    getHelp:
      "Talk to your doctor, a counsellor or your university's student support service if homesickness brings low mood most days for more than two weeks, you stop eating or sleeping well, or you feel hopeless.",
    examples: [
      "How do I stop feeling homesick?",
      "I started university three weeks ago and I cry every night and want to go home. Will it get better?",
    ],
  },
  {
    id: "moving-in-with-a-partner",
    title: "Moving in with a partner",
    area: "moving",
    summary: "Talking through money, space and chores before you share a home.",
    keys: [
      "moving in together",
      "living together",
      "move in with my boyfriend",
      "move in with my girlfriend",
      "cohabiting",
      "splitting rent with partner",
      "couple moving in",
      "first home together",
      "partner moving in",
      "living with a partner",
      "sharing a home",
    ],
    matters:
      "Moving in together changes your money, your space and your daily habits, and unspoken expectations can turn into the same row again and again. Agreeing the basics early protects both of you and the relationship.",
    steps: [
      "Plan one unhurried conversation before the move about money, chores, guests, sleep times and time alone.",
      "Agree in writing how rent and bills will be split, whether equally or in proportion to income.",
      "Keep some personal space for each of you, even if it is just a desk or a corner of a room.",
      "Write down who owns which furniture and who paid which part of the deposit, and keep the note somewhere safe.",
      "Set a date a month after moving in to talk about what is working and what isn't.",
    ],
    tradeoff:
      "Moving in quickly can save rent and feel exciting, but it can lock you into a shared home before you know how you live together. Be honest with yourself about whether the main reason is the relationship or the money.",
    getHelp:
      "See a lawyer or an advice service about a written agreement if you are buying a home together or have very different incomes or savings. Contact a domestic abuse helpline if a partner controls your money, movements or contact with others.",
    examples: [
      "What should we talk about before moving in together?",
      "My boyfriend and I are moving in together next month, but he earns a lot more than me. How should we split the rent and bills fairly?",
    ],
  },
  {
    id: "moving-house-with-pets",
    title: "Moving house with pets",
    area: "moving",
    summary: "Keeping a dog or cat safe and calm through a house move.",
    keys: [
      "moving with pets",
      "moving with a dog",
      "moving with a cat",
      "moving house with a dog",
      "moving house with a cat",
      "move house with a dog",
      "move house with a cat",
      "pets on moving day",
      "cat after moving",
      "dog after moving",
      "settle a cat in a new home",
      "moving pets abroad",
    ],
    matters:
      "Pets feel the upheaval of a move, cats may try to find their way back to the old home, and a stressed dog can slip out in the chaos of moving day. Planning for them keeps them safe and helps them settle.",
    steps: [
      "Update your pet's microchip details and tag with your new address and phone number before moving day.",
      "Keep your pet in a quiet, closed room with water and bedding and a sign on the door on moving day, or book them into kennels, a cattery or a friend's home.",
      "Pack your pet's familiar bedding, toys, bowls and food in a separate bag that travels with you.",
      "Set up one quiet room in the new home first, and let your pet explore the rest gradually.",
      "Keep cats indoors for two to three weeks, and walk dogs on a lead around the new area until they know it.",
    ],
    tradeoff:
      "Keeping your pet with you on moving day means less separation but more stress and risk of escape, while a day in kennels or with a friend is calmer but adds another change. For nervous animals or busy moves, a day away is usually safer.",
    getHelp:
      "Ask your vet about travel sickness, calming options and long journeys, and well in advance about vaccinations, health checks and paperwork if you are moving abroad. See the vet if your pet stops eating or seems unwell for more than a day or two after the move.",
    examples: [
      "How do I move house with a cat?",
      "We're moving house with a dog next month, a nervous rescue, and it's a five-hour drive. How do we keep her calm on the day and help her settle in?",
    ],
  },
  {
    id: "moving-house-with-a-baby-or-toddler",
    title: "Moving house with a baby or toddler",
    area: "moving",
    summary: "The practical side of packing, moving day and setting up with a baby or toddler.",
    keys: [
      "moving with a toddler",
      "moving house with a toddler",
      "move house with a toddler",
      "moving with a baby",
      "moving house with a baby",
      "move house with a baby",
      "toddler on moving day",
      "baby on moving day",
      "packing with a toddler",
      "childcare on moving day",
      "childproofing a new home",
    ],
    matters:
      "Moving with a baby or toddler means packing around naps, keeping small hands away from boxes and tools, and having the essentials ready for the first night. A little planning keeps the day safer and the first week calmer for everyone.",
    steps: [
      "Arrange for a relative, friend or childminder to look after your child on moving day, or at least during loading and unloading.",
      "Pack a first-night bag with nappies, wipes, milk or snacks, medicines, a change of clothes, favourite toys, bedding and a night light.",
      "Pack your child's room last at the old home and set it up first at the new one, keeping the cot or bed layout as familiar as you can.",
      "Childproof the new home before your child explores, checking stair gates, window catches, blind cords, sockets and anything the previous occupants left behind.",
      "Keep naps, meals and bedtime as close to the usual times as you can for the first week, even if the boxes have to wait.",
    ],
    tradeoff:
      "Unpacking fast makes the new home feel normal sooner, but pushing through naps and meals can leave you with an overtired, unsettled child and a harder week. Do your child's room, the kitchen and safety checks first, and unpack the rest gradually.",
    getHelp:
      "Register with a new family doctor and health visitor soon after the move, and talk to them if your child's sleep or behaviour is still very unsettled after a few weeks.",
    examples: [
      "Any tips for moving house with a toddler?",
      "We're moving with a baby of 18 months who still naps twice a day, and I'm dreading moving day. How do we manage the packing and the move itself?",
    ],
  },
  {
    id: "choosing-a-neighbourhood",
    title: "Choosing a neighbourhood to live in",
    area: "moving",
    summary: "Checking out an area before you rent or buy there.",
    keys: [
      "choosing a neighbourhood",
      "choose a neighbourhood",
      "choosing a neighborhood",
      "choose an area to live",
      "which area to live in",
      "best area to live",
      "is this a good area",
      "where to live",
      "choosing where to live",
      "good area for families",
      "research a neighbourhood",
      "neighbourhood safety",
    ],
    matters:
      "The area you live in shapes your commute, costs, safety, schools and social life every day, and it is much harder to change than a flat or a kitchen. An hour or two of checking before you commit can save years of regret.",
    steps: [
      "List your must-haves, such as commute time, budget, schools, green space or nightlife, and rank them before you start looking.",
      "Visit at different times, including a weekday rush hour, a weekend and after dark, and walk the streets around the home rather than just driving past.",
      "Test the real commute at the time you would travel, and check the cost of transport and parking.",
      "Look up local crime figures, school reports, flood risk and planned developments on official websites.",
      "Talk to people who live there, such as shop staff or a neighbour, about what they like and what they would change.",
    ],
    tradeoff:
      "A popular, well-connected area costs more and may mean less space, while a cheaper area further out gives more room for the money but may lack amenities or mean a longer commute. Decide which of space, location and cost you will compromise on, and stick to it.",
    getHelp:
      "Ask local letting or estate agents and the council about the area, and for a purchase, ask your solicitor or conveyancer to check the searches for flood risk and planning issues.",
    examples: [
      "How do I choose a neighbourhood to live in?",
      "We're relocating for my partner's job and can't decide between a cheaper suburb and a pricier area near the centre. How do we choose an area to live in?",
    ],
  },
  {
    id: "a-long-commute-or-living-closer",
    title: "A long commute or living closer to work",
    area: "moving",
    summary: "Weighing a long commute against paying more to live nearer work.",
    keys: [
      "long commute",
      "commute or move closer",
      "live closer to work",
      "living closer to work",
      "move closer to work",
      "worth moving closer to work",
      "commuting time",
      "hour commute",
      "commute too long",
      "tired of commuting",
      "commuting every day",
    ],
    matters:
      "A long commute eats into sleep, exercise and time with family every working day, while moving closer often means higher rent or less space. The right balance depends on how you use the travel time and what the extra cost would buy.",
    steps: [
      "Add up the true cost of commuting for a month, including fares or fuel, parking and wear on the car, and the hours spent door to door.",
      "Compare that with the extra rent or mortgage of living closer, including any change in space, schools or household bills.",
      "Ask your employer about working from home some days or travelling outside peak hours, which may change the sums.",
      "Try the other option before deciding, such as a week of staying near work or a trial run of a new route.",
      "Make the commute more useful if you keep it, for example by reading, learning or choosing a calmer route even if it is slightly longer.",
    ],
    tradeoff:
      "Living closer buys back hours every week but usually costs more or means less space, while a longer commute can give you a cheaper, bigger home at the price of time and energy. Put a value on your time and on how you feel at the end of a travel day, not just on the money.",
    getHelp:
      "If commuting leaves you exhausted or unable to sleep or see your family, talk to your manager or HR about flexible working, and see an independent mortgage adviser or a housing advice service before committing to a move.",
    examples: [
      "Is a long commute worth it for a cheaper house?",
      "I spend three hours a day on trains to get to work and we could rent near the office for 400 more a month. Should we move closer to work?",
    ],
  },
];
