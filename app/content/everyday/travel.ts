import type { EverydayGuide } from "./types";

export const TRAVEL_GUIDES: EverydayGuide[] = [
  {
    id: "jet-lag",
    title: "Jet lag",
    area: "travel",
    summary: "Adjusting to a new time zone faster after a long flight.",
    keys: [
      "jet lag",
      "jetlag",
      "time zone",
      "long haul flight",
      "can't sleep after flight",
      "time difference",
      "tired after travelling",
      "body clock",
      "flying east",
      "flying west",
      "adjust to new time zone",
    ],
    matters:
      "Jet lag can leave you tired, foggy and sleeping badly for days, which matters on a short trip, before a work meeting or when driving after you land. Your body clock adjusts slowly, but what you do on the first day helps it along.",
    steps: [
      "Set your watch to the destination time as soon as you board, and eat and sleep by that time from then on.",
      "Spend at least 30 minutes outside in daylight on your first morning after flying east, or in the late afternoon after flying west.",
      "Stay awake until at least 9 pm local time on your first day, taking no more than a 20 minute nap if you must.",
      "Drink water regularly during the flight and go easy on alcohol and caffeine.",
      "Avoid driving on your first day if you feel very drowsy.",
    ],
    tradeoff:
      "For a trip of two or three days, staying on home time can be easier than adjusting, while a longer stay is worth adapting to quickly. Decide by how long you will be there and what you need to be sharp for.",
    getHelp:
      "See your doctor before you travel if you have a sleep disorder or a condition where the timing of treatment matters. Get urgent medical help for calf pain or swelling after a long flight, and call emergency services for sudden breathlessness or chest pain.",
    examples: [
      "How do I get over jet lag quickly?",
      "I'm flying from London to Sydney for a wedding two days after I land. How do I avoid being a zombie?",
    ],
  },
  {
    id: "packing-light",
    title: "Packing light",
    area: "travel",
    summary: "Travelling with just one carry-on bag.",
    keys: [
      "packing light",
      "carry on only",
      "hand luggage only",
      "what to pack",
      "packing list",
      "overpacking",
      "one bag travel",
      "minimalist packing",
      "cabin bag",
      "capsule wardrobe",
      "too much luggage",
    ],
    matters:
      "A lighter bag saves you baggage fees, time at airports and strain on your back, and makes moving between places much easier. The price is choosing carefully before you go.",
    steps: [
      "Lay out everything you plan to take two days before the trip, then put a third of it back.",
      "Choose clothes in two or three colours that all go together, pack for a week at most, and plan to wash.",
      "Wear your bulkiest shoes and jacket for the journey instead of packing them.",
      "Decant toiletries into small refillable bottles and check your airline's limits on liquids and bag size.",
      "Keep medicines, documents, chargers and one change of clothes in the bag that stays with you.",
    ],
    tradeoff:
      "Packing light gives you freedom but means washing clothes and sometimes going without, while packing more covers every case but slows you down. Pack for the likely days, not every possible one, and buy anything you truly miss.",
    getHelp:
      "Ask your doctor or pharmacist well before you go about carrying prescribed medicines or medical equipment, and check with the airline early if you need a mobility aid or extra assistance.",
    examples: [
      "How do I pack light for a two week trip?",
      "I always overpack and end up paying for a checked bag. How do I fit ten days in Italy into hand luggage?",
    ],
  },
  {
    id: "travelling-on-a-budget",
    title: "Travelling on a budget",
    area: "travel",
    summary: "Seeing more while spending less on a trip.",
    keys: [
      "cheap travel",
      "budget travel",
      "travel on a budget",
      "save money travelling",
      "cheap flights",
      "affordable holiday",
      "backpacking",
      "hostel",
      "low cost trip",
      "travel cheaply",
      "holiday on a budget",
    ],
    matters:
      "Travel costs creep up quickly, and debt from a trip can follow you for months after you get home. A clear budget lets you enjoy the trip without worrying about money the whole time.",
    steps: [
      "Set a total budget and a daily spending limit before you book anything, and note what you spend each evening.",
      "Travel outside school holidays and peak season, and compare fares across nearby dates and airports.",
      "Stay somewhere with a kitchen so you can make breakfast and some dinners yourself.",
      "Walk and use public transport instead of taxis, and look for free museums, parks and walking tours.",
      "Check your bank card's fees for spending abroad, and carry a small amount of local cash for emergencies.",
    ],
    tradeoff:
      "The cheapest options often cost you time, comfort or safety, such as arriving late at night or staying somewhere remote. Save on what doesn't matter to you, and spend on safety and the one or two things you most want to do.",
    getHelp:
      "Talk to a free debt advice service before booking if the trip would mean borrowing money you can't repay within a few months. Whatever your budget, buy travel insurance that covers medical treatment abroad.",
    examples: [
      "How can I travel cheaply?",
      "I want to spend three weeks in Southeast Asia but I only have about 1500 pounds saved. Is it doable, and how?",
    ],
  },
  {
    id: "travelling-with-kids",
    title: "Travelling with kids",
    area: "travel",
    summary: "Making journeys and holidays with children easier for everyone.",
    keys: [
      "travelling with kids",
      "traveling with children",
      "family holiday",
      "flying with a baby",
      "flying with a toddler",
      "kids on a plane",
      "road trip with kids",
      "family travel",
      "holiday with children",
      "long car journey with kids",
      "child car seat",
    ],
    matters:
      "Long journeys and unfamiliar places can overwhelm children, and a worn-out child makes the whole trip hard for everyone. Planning around their needs protects the family's enjoyment and safety.",
    steps: [
      "Plan long journeys for times when your children are usually calm or asleep, and build them around naps.",
      "Pack a bag for each child with snacks, water, a change of clothes, wipes and two or three small new toys.",
      "Use a car seat that fits your child's age and size on every car journey, including hire cars and taxis where you can.",
      "Take a photo of each child every morning in crowded places, and teach them to stand still and ask a staff member for help if they get lost.",
      "Build in a rest day or a quiet afternoon for every two busy days.",
    ],
    tradeoff:
      "A packed itinerary lets you see more but often leads to tired, upset children, while a slower pace can feel like missing out. Plan around the youngest traveller, since their mood sets the day for everyone.",
    getHelp:
      "See your doctor or a travel clinic before you go about vaccines and health risks at your destination. Get medical help promptly if a child on holiday has a high fever, is unusually drowsy, or shows signs of dehydration such as far fewer wet nappies.",
    examples: [
      "Any tips for flying with my toddler?",
      "We're driving eight hours to the coast this summer with a two year old and a five year old. How do we survive the trip?",
    ],
  },
  {
    id: "fear-of-flying",
    title: "Fear of flying",
    area: "travel",
    summary: "Managing anxiety before and during a flight.",
    keys: [
      "fear of flying",
      "scared of flying",
      "afraid to fly",
      "flight anxiety",
      "turbulence",
      "aerophobia",
      "nervous flyer",
      "panic on a plane",
      "anxious about my flight",
      "plane phobia",
      "terrified of planes",
    ],
    matters:
      "Fear of flying can keep you from seeing family, taking jobs or going on holiday, and the worry often starts weeks before the trip. You can learn to manage it, even if it never disappears completely.",
    steps: [
      "Practise slow breathing every day in the week before you fly, breathing in for a count of four and out for a count of six.",
      "Tell the cabin crew when you board that you are a nervous flyer.",
      "Choose a seat over the wings, where the ride usually feels smoother, and an aisle if you like to get up.",
      "Load a playlist, film or book to fill the time, and remind yourself that turbulence is normal and planes are built for it.",
      "Go easy on caffeine and alcohol on the day, since both can make anxiety worse.",
    ],
    tradeoff:
      "Avoiding flights removes the fear in the short term but tends to make it stronger and shrink your life. Facing it step by step, with support if you need it, usually works better than either avoiding it or forcing yourself through it alone.",
    getHelp:
      "See your doctor or a psychologist if fear of flying stops you travelling when you need to or brings on panic attacks, and ask about fearful flyer courses, which many airlines run.",
    examples: [
      "How do I get over my fear of flying?",
      "I have to fly to my sister's wedding next month and I'm already panicking about it. What can I do on the plane?",
    ],
  },
  {
    id: "lost-passport-abroad",
    title: "A lost passport abroad",
    area: "travel",
    summary: "What to do when your passport is lost or stolen on a trip.",
    keys: [
      "lost passport",
      "passport stolen",
      "lost my passport abroad",
      "emergency travel document",
      "embassy",
      "consulate",
      "bag stolen abroad",
      "no passport",
      "replace passport",
      "passport missing",
    ],
    matters:
      "Without a passport you may not be able to fly home, check into a hotel or prove who you are, and a stolen passport can be used for fraud. Acting quickly limits the disruption and protects your identity.",
    steps: [
      "Contact your country's nearest embassy or consulate today and ask about an emergency travel document.",
      "Report the loss or theft to the local police and get a written report or a reference number.",
      "Report the passport lost or stolen to your own country's passport office so that it is cancelled.",
      "Find your scan or photo of the passport, and gather other ID, your travel bookings and two passport photos.",
      "Tell your airline and your travel insurer, and keep the receipts for every extra cost.",
    ],
    tradeoff:
      "Waiting in case the passport turns up can save a fee, but delay risks missing your flight and leaves a stolen passport open to misuse. Report it quickly, knowing that a cancelled passport usually can't be used again even if it is found.",
    getHelp:
      "Call your embassy's emergency line straight away if you are in danger, have lost all your money as well, or fly within 48 hours. Call local emergency services if you were robbed with violence or threats.",
    examples: [
      "I lost my passport abroad, what do I do?",
      "My bag with my passport in it was stolen in Barcelona and I fly home in three days. How do I get home?",
    ],
  },
  {
    id: "travelling-alone-safely",
    title: "Travelling alone safely",
    area: "travel",
    summary: "Staying safe and confident on a solo trip.",
    keys: [
      "solo travel",
      "travelling alone",
      "traveling alone",
      "solo trip",
      "safe travel",
      "woman travelling alone",
      "travel safety",
      "first solo trip",
      "alone abroad",
      "backpacking alone",
      "is it safe to travel alone",
    ],
    matters:
      "Travelling alone gives you freedom, but no one is automatically looking out for you if something goes wrong. A few habits keep you safer without getting in the way of the trip.",
    steps: [
      "Share your itinerary and where you are staying with someone at home, and agree a daily check-in time.",
      "Arrive in new places in daylight where you can, with your first night's bed already booked.",
      "Keep copies of your passport, cards and emergency numbers apart from the originals, including a copy you can reach online.",
      "Split your money and cards between two places, and carry only what you need for the day.",
      "Read your government's latest travel advice for your destination and save the local emergency number in your phone.",
    ],
    tradeoff:
      "Caution keeps you safer but can make you miss the people and experiences that are the point of travelling alone. Trust your instincts, meet new people in public places, and leave any situation that feels wrong without apologising.",
    getHelp:
      "Call local emergency services if you are in danger or hurt, and contact your embassy or consulate if you are arrested, seriously ill, robbed or the victim of a crime.",
    examples: [
      "Is it safe for me to travel alone?",
      "I'm a woman planning my first solo trip, two weeks in Portugal, and my family is worried. What should I do to stay safe?",
    ],
  },
  {
    id: "staying-healthy-while-travelling",
    title: "Staying healthy while travelling",
    area: "travel",
    summary: "Avoiding common illness on a trip, and knowing what to do if you get sick.",
    keys: [
      "travel health",
      "sick on holiday",
      "travellers diarrhoea",
      "upset stomach abroad",
      "food poisoning on holiday",
      "travel vaccines",
      "staying healthy abroad",
      "ill abroad",
      "mosquitoes",
      "sunburn",
      "drinking water abroad",
      "travel insurance",
    ],
    matters:
      "Falling ill abroad can ruin a trip, cost a lot and be frightening far from home, especially with children or a health condition. Most common problems can be prevented with some planning and simple habits.",
    steps: [
      "Book a travel health appointment with your doctor or a travel clinic six to eight weeks before you go.",
      "Buy travel insurance that covers medical treatment and getting you home, and carry the policy number and helpline.",
      "Wash your hands before eating, and drink bottled or treated water where tap water isn't safe.",
      "Use sunscreen and insect repellent, and cover your arms and legs at dusk in places with mosquitoes.",
      "Pack enough of your regular medicines for the whole trip plus a few spare days, in your hand luggage.",
    ],
    tradeoff:
      "Being very strict about food and water lowers your risk of a stomach upset but takes away some of the joy of eating locally. Choose busy places serving food freshly cooked and hot, and be most careful with raw food, ice and salads where the water is unsafe.",
    getHelp:
      "Get medical help quickly for a fever during or after a trip to a malaria area, blood in your stools, signs of dehydration such as passing very little urine, or a rash with a fever. Call local emergency services if you or someone with you is severely ill or injured.",
    examples: [
      "How do I avoid getting sick on holiday?",
      "I'm going to Thailand for a month and I'm worried about stomach bugs and mosquitoes. What should I do before and during the trip?",
    ],
  },
  {
    id: "choosing-where-to-go",
    title: "Choosing where to go",
    area: "travel",
    summary: "Picking a destination that fits your budget, your time and what you want from the trip.",
    keys: [
      "where to go",
      "holiday ideas",
      "choose a destination",
      "where should i travel",
      "trip ideas",
      "vacation ideas",
      "holiday destination",
      "plan a trip",
      "next holiday",
      "can't decide where to go",
      "travel inspiration",
    ],
    matters:
      "The right place depends on your budget, the time you have and who you are going with, and a poor fit can mean a stressful or disappointing trip. Being clear about what you want saves both money and arguments.",
    steps: [
      "Write down in one sentence what you most want from this trip, such as rest, adventure, culture, food or time together.",
      "Set your total budget and the number of days you have, counting the travel time there and back.",
      "Rule out anywhere that would take more than a quarter of your days just to reach and return from.",
      "Check the weather, local holidays and official travel advice for each place on your shortlist for your dates.",
      "Ask everyone going to rank the final three, and pick the one with the fewest strong objections.",
    ],
    tradeoff:
      "A famous destination is easy to plan but can be crowded and costly, while somewhere less known may be cheaper and quieter but harder to organise. Match the choice to how much planning and uncertainty you enjoy.",
    getHelp:
      "See your doctor or a travel clinic early if you are pregnant, have a long-term condition, or are considering somewhere that needs vaccines or has malaria. Check your government's official travel advice for safety warnings before you book.",
    examples: [
      "Where should I go on holiday?",
      "We've got ten days in October, two teenagers and a budget of about 3000 pounds, and we can't agree on a destination. How do we choose?",
    ],
  },
  {
    id: "a-city-break",
    title: "A city break of a few days",
    area: "travel",
    summary: "Planning a short city trip so you see the best of it without rushing.",
    keys: [
      "city break",
      "weekend city break",
      "weekend in a city",
      "short city trip",
      "few days in a city",
      "long weekend away",
      "city trip itinerary",
      "what to see in a city",
      "sightseeing",
      "weekend away in a city",
    ],
    matters:
      "A few days in a city can be refreshing, but trying to see everything often leaves you tired and rushing between queues. A little planning lets you enjoy the highlights and still leaves room to wander.",
    steps: [
      "Choose two or three things you most want to see or do each day and build the rest around them, grouping sights that are close together.",
      "Stay somewhere central or near good public transport, even if the room is smaller, to save travel time.",
      "Book timed tickets for the most popular museums, galleries and tours in advance to skip the longest queues.",
      "Check whether a city transport or sightseeing pass would save money for the places you actually plan to visit.",
      "Leave one half-day unplanned for wandering, a long lunch or whatever you discover along the way.",
    ],
    tradeoff:
      "A packed itinerary lets you tick off more sights, but a slower pace often gives better memories and less stress. Plan the must-sees and let the rest happen.",
    getHelp:
      "Check your government's travel advice for the destination before you book and again before you go, and save your accommodation's address and the local emergency number on your phone.",
    examples: [
      "How should I plan a city break?",
      "We've got a three-day city break in Rome in April and we've never been. How do we fit in the main sights without spending the whole time rushing?",
    ],
  },
  {
    id: "choosing-travel-insurance",
    title: "Choosing travel insurance",
    area: "travel",
    summary: "What travel insurance should cover, and how to pick a policy that will actually pay out.",
    keys: [
      "travel insurance",
      "do i need travel insurance",
      "need travel insurance",
      "what does travel insurance cover",
      "annual travel insurance",
      "single trip insurance",
      "holiday insurance",
      "travel insurance claim",
      "insurance for a trip",
      "medical cover when travelling",
      "pre-existing conditions travel insurance",
      "cancelled trip refund",
    ],
    matters:
      "Medical care, cancellations and lost belongings abroad can cost thousands, and a policy that excludes your situation is of little use when you need it. Buying the right cover early protects your money and your health on the trip.",
    steps: [
      "Buy insurance as soon as you book the trip, so cancellation cover starts straight away.",
      "Check that the medical cover is high enough for your destination, including emergency treatment and getting you home, with higher limits for countries where care is expensive.",
      "Declare every pre-existing medical condition honestly, even if it is well controlled, as an undeclared condition can void a claim.",
      "Check the exclusions and limits for activities such as skiing or diving, for valuables and gadgets, and the excess you would pay on each claim.",
      "Keep the policy number and the insurer's 24-hour emergency line on your phone and on paper, and call them before arranging major treatment where you can.",
    ],
    tradeoff:
      "The cheapest policy saves money at the checkout but often has low limits, big excesses and long lists of exclusions. Compare single-trip and annual policies on cover first and price second.",
    getHelp:
      "If a claim is refused and you think it is unfair, ask the insurer for its reasons in writing and use its complaints process, then your country's financial ombudsman service. In a medical emergency abroad, call the local emergency number first and the insurer once you are safe.",
    examples: [
      "Do I really need travel insurance for a week in Europe?",
      "I have type 1 diabetes and I'm going to Mexico for three weeks. What should I look for in travel insurance so I'm actually covered?",
    ],
  },
];
