import type { EverydayGuide } from "./types";

export const HEALTH_GUIDES: EverydayGuide[] = [
  {
    id: "chest-pain-heart-attack-signs",
    title: "Chest pain and heart attack signs",
    area: "health",
    summary: "Recognising chest pain that could be a heart attack, and what to do straight away.",
    keys: [
      "chest pain",
      "heart attack",
      "chest tightness",
      "pain in left arm",
      "crushing chest pain",
      "pressure in chest",
      "jaw pain",
      "heart pain",
      "pain spreading to arm",
      "tight chest",
      "angina",
      "chest hurts",
    ],
    matters:
      "A heart attack needs treatment within minutes to hours, and waiting to see whether chest pain passes can cost heart muscle or a life. This is general information, not a diagnosis.",
    steps: [
      "Call emergency services now if chest pain is new, heavy or tight, or comes with breathlessness, sweating, sickness or feeling faint.",
      "Stop what you are doing and sit down to rest in whatever position feels most comfortable.",
      "Unlock the front door and ask someone to stay with you and watch for the ambulance.",
      "Do not drive yourself to hospital, even if the pain eases.",
      "Start chest compressions if the person collapses and stops breathing normally, following the call handler's instructions.",
    ],
    tradeoff:
      "Many chest pains turn out to be muscular or digestive, and people often worry about wasting an ambulance's time. With chest pain, the cost of calling unnecessarily is small and the cost of waiting can be huge, so call.",
    getHelp:
      "Call emergency services for chest pain that feels like pressure, squeezing or heaviness, spreads to the arm, jaw, neck or back, or comes with breathlessness, sweating, nausea or faintness. Women, older people and people with diabetes may have milder or unusual signs, such as breathlessness or sudden exhaustion alone.",
    examples: [
      "Is my chest pain a heart attack?",
      "My dad is 62 and says his chest feels tight and his left arm aches, but he thinks it's probably indigestion. What should I do?",
    ],
  },
  {
    id: "stroke-signs",
    title: "Stroke signs",
    area: "health",
    summary: "Spotting a stroke fast by checking face, arms and speech, and calling for help at once.",
    keys: [
      "stroke",
      "face drooping",
      "arm weakness",
      "slurred speech",
      "fast test",
      "mini stroke",
      "tia",
      "sudden numbness",
      "can't speak properly",
      "one side weak",
      "face dropped",
      "signs of a stroke",
    ],
    matters:
      "A stroke cuts off blood to part of the brain, and every minute without treatment can mean more lasting damage to speech, movement and memory. This is general information, not a diagnosis, so act on the signs at once, even if they pass.",
    steps: [
      "Call emergency services at once if the face droops on one side, one arm is weak or numb, or speech is slurred or muddled.",
      "Note the time the symptoms started, or when the person was last seen well, and tell the ambulance crew.",
      "Help the person sit or lie comfortably, and give them nothing to eat or drink, since swallowing may be affected.",
      "Stay with them, keep them calm and warm, and watch their breathing until help arrives.",
      "Call emergency services even if the signs fade within minutes, because a brief episode can be a warning of a major stroke.",
    ],
    tradeoff:
      "When symptoms fade, it is tempting to wait and see, but a short episode can be followed by a full stroke within days. Treat any stroke sign as an emergency, whether it lasts or not.",
    getHelp:
      "Remember FAST: face drooping, arm weakness, speech difficulty, time to call emergency services. Call too for sudden loss of vision, a sudden severe headache, sudden confusion, or sudden loss of balance or coordination.",
    examples: [
      "How do I know if someone is having a stroke?",
      "My mum's speech suddenly went slurred at lunch and her face looked odd, but now she says she's fine. Should I still call an ambulance?",
    ],
  },
  {
    id: "high-fever-in-a-child",
    title: "A high fever in a child",
    area: "health",
    summary: "Knowing when a child's fever needs a doctor or an ambulance.",
    keys: [
      "child fever",
      "high temperature",
      "baby fever",
      "toddler temperature",
      "child feels hot",
      "feverish child",
      "temperature of 39",
      "kid has a fever",
      "baby is hot",
      "fever won't go down",
      "fit with fever",
      "febrile",
    ],
    matters:
      "Most fevers in children come from minor infections and pass, but a few signal serious illness that needs help fast, especially in young babies. This is general information, not a diagnosis.",
    steps: [
      "Call emergency services now if your child has a fit, is floppy or hard to wake, struggles to breathe, or has a rash that doesn't fade when pressed with a glass.",
      "Call your doctor or a medical helpline the same day if a baby under three months has a fever, or if any child's fever lasts five days or more.",
      "Offer drinks often, such as breast milk, formula or water, and keep an eye on how many wet nappies there are.",
      "Dress your child in light clothing and keep the room comfortably cool, without sponging them with cold water.",
      "Check on your child regularly, including through the night, and look for any rash.",
    ],
    tradeoff:
      "Bringing down the number on the thermometer matters less than how your child looks and behaves. A child who is playing and drinking is usually less worrying than a drowsy child with a lower temperature.",
    getHelp:
      "Get urgent help for a child who is drowsy, floppy, very pale, blue or mottled, breathing fast or with effort, not drinking, without a wet nappy for 12 hours, or has a rash that doesn't fade under a glass. Trust your instinct, and call emergency services if you feel something is seriously wrong.",
    examples: [
      "My baby has a fever, when should I worry?",
      "My three year old has had a high temperature since last night and is really sleepy and barely drinking. Should I take her to A&E?",
    ],
  },
  {
    id: "head-injury",
    title: "A head injury",
    area: "health",
    summary: "Which knocks to the head need emergency care, and what to watch for afterwards.",
    keys: [
      "head injury",
      "hit my head",
      "concussion",
      "bump on the head",
      "fell and hit head",
      "knock to the head",
      "child hit head",
      "banged head",
      "fall on head",
      "sick after head injury",
      "head trauma",
    ],
    matters:
      "Most bumps to the head are minor, but bleeding or swelling inside the skull can show up hours later and needs urgent treatment. This is general information, not a diagnosis.",
    steps: [
      "Call emergency services if the person was knocked out, has a fit, won't wake properly, or has clear fluid or blood coming from the ears or nose.",
      "Keep the head and neck still and wait for the ambulance if the injury came from a high fall, a road accident or a heavy blow.",
      "Hold a cold pack wrapped in a cloth on the bump for 10 minutes at a time to ease swelling.",
      "Make sure a responsible adult stays with the injured person for the first 24 hours and checks how alert they are.",
      "Rest for the next few days, avoid alcohol, and return to sport only once every symptom has gone.",
    ],
    tradeoff:
      "Going to hospital for every knock is often unnecessary, but waiting at home with a serious injury can be dangerous. Watch closely for the warning signs over the next two days, and go straight to emergency care if any appear.",
    getHelp:
      "Go to the emergency department or call emergency services for vomiting, a worsening headache, drowsiness, confusion, slurred speech, weakness, problems with vision or balance, or a fit. Older people and anyone on blood-thinning treatment should be checked after any significant knock to the head.",
    examples: [
      "I hit my head, should I go to hospital?",
      "My son fell off his bike and banged his head, and an hour later he has been sick twice and seems sleepy. Is this an emergency?",
    ],
  },
  {
    id: "severe-allergic-reaction",
    title: "A severe allergic reaction",
    area: "health",
    summary: "Recognising anaphylaxis and what to do in the first minutes.",
    keys: [
      "anaphylaxis",
      "allergic reaction",
      "swollen throat",
      "swollen lips",
      "can't breathe allergy",
      "nut allergy",
      "bee sting reaction",
      "severe allergy",
      "anaphylactic shock",
      "tongue swelling",
      "allergy emergency",
      "throat closing",
    ],
    matters:
      "A severe allergic reaction can close the airway or make blood pressure drop within minutes, and it needs emergency treatment. This is general information, not a diagnosis.",
    steps: [
      "Call emergency services immediately and say anaphylaxis if there is swelling of the throat or tongue, trouble breathing, wheezing or faintness after a trigger.",
      "Use the person's own emergency allergy pen straight away if they carry one, following the instructions printed on it.",
      "Help them lie down with their legs raised, or sit up if breathing is hard, and don't let them stand or walk about.",
      "Stay with them, and note the time the reaction started and any pen used, to tell the ambulance crew.",
    ],
    tradeoff:
      "Reactions can seem mild at first and then worsen quickly, so waiting to see how bad it gets is risky. If you are unsure whether a reaction is severe, treat it as severe and call.",
    getHelp:
      "Call emergency services for swelling of the lips, tongue or throat, difficulty breathing or swallowing, a hoarse voice, wheezing, pale clammy skin, confusion or collapse. Afterwards, see your doctor to be tested and to get an allergy plan, even if the reaction settled.",
    examples: [
      "What do I do if someone has anaphylaxis?",
      "I ate something with nuts at a restaurant and now my lips are swelling and my throat feels tight. What should I do?",
    ],
  },
  {
    id: "headache-that-is-different",
    title: "A headache that is different",
    area: "health",
    summary: "The headache warning signs that need urgent medical help.",
    keys: [
      "worst headache of my life",
      "sudden headache",
      "severe headache",
      "thunderclap headache",
      "headache and stiff neck",
      "headache with fever",
      "new headache",
      "headache won't go away",
      "headache and blurred vision",
      "strange headache",
      "unusual headache",
    ],
    matters:
      "Most headaches are not dangerous, but a sudden, severe or unusual one can be a sign of bleeding, infection or another serious problem in the brain. This is general information, not a diagnosis.",
    steps: [
      "Call emergency services for a sudden, severe headache that reaches full strength within a minute or feels like the worst of your life.",
      "Call emergency services too if a headache comes with a stiff neck and fever, confusion, weakness, slurred speech, a fit or a rash that doesn't fade.",
      "Sit or lie down somewhere quiet and ask someone to stay with you while you wait for help.",
      "Write down when it started, how fast it built up and any other symptoms, to tell the doctor.",
      "See your doctor within a few days about a new headache that keeps coming back or is slowly getting worse.",
    ],
    tradeoff:
      "Most people with a bad headache don't need emergency care, yet the rare serious causes are time-critical. Judge by what is different, because a headache unlike your usual ones deserves a doctor's view.",
    getHelp:
      "Get urgent help for a thunderclap headache, a headache after a head injury or with fever and a stiff neck, changes in vision or speech, new weakness or numbness, or a severe headache in pregnancy. See your doctor soon about any new pattern of headaches that starts after age 50.",
    examples: [
      "How do I know if my headache is serious?",
      "I suddenly got a blinding headache while lifting weights at the gym, worse than anything I've had before. Should I go to hospital?",
    ],
  },
  {
    id: "stomach-pain-that-needs-a-doctor",
    title: "Stomach pain that needs a doctor",
    area: "health",
    summary: "When tummy pain is more than an ordinary upset stomach.",
    keys: [
      "stomach pain",
      "tummy ache",
      "abdominal pain",
      "belly pain",
      "pain in lower right side",
      "appendicitis",
      "severe stomach cramps",
      "stomach ache won't go",
      "sharp stomach pain",
      "abdomen hurts",
      "pain around belly button",
    ],
    matters:
      "Most stomach aches come from wind, indigestion or a passing bug, but some point to problems such as appendicitis or a blockage that need treatment quickly. This is general information, not a diagnosis.",
    steps: [
      "Call emergency services if the pain is sudden and severe, the tummy is rigid or very tender to touch, or you vomit blood or pass black or bloody stools.",
      "Call your doctor or a medical helpline today if the pain lasts more than a few hours, keeps getting worse, or moves to the lower right side.",
      "Get checked the same day if you are or could be pregnant and have tummy pain or bleeding.",
      "Take small sips of water, and don't eat until you have been checked if the pain is severe.",
      "Note where the pain is, when it started, whether it comes and goes, and what you have eaten, to tell the doctor.",
    ],
    tradeoff:
      "Painkillers and waiting it out suit a mild, familiar ache, but they can mask a problem that is getting worse. If the pain is new, severe or steadily building, get checked before you try to dull it.",
    getHelp:
      "Get urgent help for severe or worsening pain, pain with a high fever, a swollen hard tummy, vomiting that won't stop, blood in vomit or stools, being unable to pass stools or wind, or pain in pregnancy. See your doctor about pain that keeps returning, weight loss without trying, or a lasting change in bowel habits.",
    examples: [
      "When should I see a doctor for stomach pain?",
      "I've had pain around my belly button since this morning, and now it's moved to the lower right and hurts when I walk. Is this serious?",
    ],
  },
  {
    id: "cold-or-flu-needs-a-doctor",
    title: "When a cold or flu needs a doctor",
    area: "health",
    summary: "Signs that a cold, flu or chest infection needs more than rest at home.",
    keys: [
      "cold",
      "flu",
      "influenza",
      "chest infection",
      "cough won't go away",
      "flu with high temperature",
      "short of breath with a cold",
      "virus",
      "bad cold",
      "fever and cough",
      "covid",
      "getting worse after flu",
    ],
    matters:
      "Colds and flu usually clear up on their own within one to two weeks, but they can lead to pneumonia or other complications, especially in babies, older people, pregnant women and people with long-term conditions. This is general information, not a diagnosis.",
    steps: [
      "Call emergency services if you have severe difficulty breathing, chest pain, blue lips, sudden confusion, or are coughing up blood.",
      "Contact your doctor or a medical helpline today if you become short of breath, your fever lasts more than three days, or you start to feel better and then suddenly worse.",
      "Rest, drink plenty of fluids and keep warm while your body fights the infection.",
      "Stay at home and away from vulnerable people while you have a fever.",
      "See your doctor if a cough lasts more than three weeks.",
    ],
    tradeoff:
      "Most people are best looked after at home with rest, and antibiotics don't work on viruses, but waiting too long with warning signs can let a serious infection take hold. Let your breathing, your fever and the direction you are heading decide when to call.",
    getHelp:
      "Get urgent help for trouble breathing, chest pain, confusion, severe drowsiness, signs of dehydration, or any fever in a baby under three months. Contact your doctor earlier if you are older, pregnant, or have a long-term condition such as asthma, diabetes or heart disease.",
    examples: [
      "When should I see a doctor for the flu?",
      "I've had flu for five days, my fever hasn't gone down and now I get short of breath climbing the stairs. Should I be worried?",
    ],
  },
  {
    id: "mole-or-skin-change",
    title: "A mole or skin change",
    area: "health",
    summary: "Which changes in a mole or a patch of skin to show a doctor.",
    keys: [
      "mole",
      "changing mole",
      "skin cancer",
      "new mole",
      "melanoma",
      "itchy mole",
      "bleeding mole",
      "skin spot",
      "dark spot on skin",
      "mole changed shape",
      "sore that won't heal",
      "skin check",
    ],
    matters:
      "Most moles and spots are harmless, but skin cancers are much easier to treat when caught early, so changes are worth showing to a doctor. This is general information, not a diagnosis.",
    steps: [
      "Book an appointment with your doctor within two weeks if a mole is new in adulthood, or is changing in size, shape or colour, bleeding or itching.",
      "Take a clear, dated photo of the mole next to a ruler or coin so that you can see any change.",
      "Check all of your skin once a month in good light, using a mirror or a partner for your back and scalp.",
      "Show your doctor any sore, scab or spot that hasn't healed within four weeks.",
      "Protect your skin from strong sun with shade, clothing and sunscreen, and don't use sunbeds.",
    ],
    tradeoff:
      "Checking too often can feed worry over harmless spots, while not checking at all risks missing an early change. A monthly check with photos gives you a fair comparison without constant worry.",
    getHelp:
      "See a doctor about a mole with an uneven shape, a ragged edge, several colours, a width bigger than the end of a pencil, or any change over weeks. Show them too any new lump, sore or patch that bleeds, crusts or won't heal.",
    examples: [
      "Should I get this mole checked?",
      "I've noticed a mole on my back has got darker and bigger over the summer, and it itches sometimes. How worried should I be?",
    ],
  },
  {
    id: "dizziness-or-fainting",
    title: "Feeling dizzy or fainting",
    area: "health",
    summary: "When dizziness or a faint needs urgent medical care.",
    keys: [
      "dizzy",
      "dizziness",
      "fainted",
      "fainting",
      "passed out",
      "lightheaded",
      "feel faint",
      "room spinning",
      "vertigo",
      "blacked out",
      "collapsed",
      "unsteady on my feet",
    ],
    matters:
      "Dizziness and fainting are often caused by standing up too fast, heat or not eating, but they can also be a sign of a heart problem or a stroke. This is general information, not a diagnosis.",
    steps: [
      "Call emergency services if someone faints and doesn't come round within a minute, or faints with chest pain, palpitations, breathlessness or during exercise.",
      "Lie down with your legs raised as soon as you feel faint, or sit with your head low between your knees.",
      "Lay someone who has fainted on their back with legs raised, or on their side if they are vomiting, and check they are breathing.",
      "Get up slowly afterwards, drink some water, and eat something if you haven't eaten for a while.",
      "See your doctor within a few days about any faint, or dizziness that keeps coming back, even if you feel fine now.",
    ],
    tradeoff:
      "A single faint on a hot day after standing for a long time is rarely serious, but the same faint during exercise or with chest pain can signal a dangerous heart rhythm. Judge by the circumstances, and when in doubt, get checked.",
    getHelp:
      "Call emergency services for fainting during exercise or while lying down, with chest pain, palpitations or breathlessness, after a head injury, or for sudden dizziness with face drooping, weakness or slurred speech. See your doctor about repeated dizziness or any faint you can't explain.",
    examples: [
      "Why do I keep feeling dizzy?",
      "I passed out in the shower this morning for a few seconds and feel okay now, but my heart was racing just before. Do I need to see someone?",
    ],
  },
  {
    id: "starting-to-exercise",
    title: "Starting to exercise and keeping it up",
    area: "health",
    summary: "How to begin running, walking or training regularly, and keep going through winter and busy weeks.",
    keys: [
      "start running",
      "start exercising",
      "get fit",
      "jogging",
      "exercise routine",
      "couch to 5k",
      "keep running in winter",
      "motivation to exercise",
      "running in the mornings",
      "working out",
      "go to the gym",
      "stay active",
    ],
    matters:
      "Regular movement lifts mood, sleep and energy, and the hardest part for most people is not the first week but the third, when the novelty fades. This is general information, not a diagnosis or a personal training plan.",
    steps: [
      "Start with three short sessions a week, such as 20 minutes of brisk walking or walk-run intervals, rather than long ones.",
      "Put the sessions in your calendar at fixed times and lay out your kit the night before.",
      "Increase time or distance by no more than about a tenth each week, so your joints and muscles can keep up.",
      "Plan for bad weather in advance: layers, a hat and gloves, a reflective top for dark mornings, or an indoor option such as a video workout.",
      "Exercise with someone else or join a beginners' group once a week, so someone notices when you do not turn up.",
    ],
    tradeoff:
      "Pushing hard gives quick results but is the fastest way to injury and giving up, while going easy feels slow but lasts. Aim to finish each session feeling you could have done a little more.",
    getHelp:
      "Check with a doctor before starting if you have a heart or lung condition, chest pain or dizziness on exertion, or have been inactive for a long time with other health problems. Stop and call emergency services if you get chest pain, severe breathlessness or feel faint while exercising.",
    examples: [
      "How do I get into running?",
      "I keep starting at the gym and giving up after two weeks. How do I actually stick with exercise?",
    ],
  },
];
