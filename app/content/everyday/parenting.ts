import type { EverydayGuide } from "./types";

export const PARENTING_GUIDES: EverydayGuide[] = [
  {
    id: "newborn-and-parent-sleep",
    title: "A newborn and your own sleep",
    area: "parenting",
    summary: "Getting enough rest to cope when a new baby wakes you through the night.",
    keys: [
      "newborn",
      "sleep deprived parent",
      "exhausted new parent",
      "no sleep with baby",
      "night feeds",
      "tired new mum",
      "tired new dad",
      "baby wakes every two hours",
      "new parent exhaustion",
      "sleep when the baby sleeps",
      "broken nights",
    ],
    matters:
      "Broken nights with a newborn wear down your patience, judgement and mood, and that affects you, your partner and how you care for the baby. Protecting some sleep is part of looking after your child, not a luxury.",
    steps: [
      "Agree a night rota with your partner or a helper so that each of you gets one block of at least four hours of unbroken sleep.",
      "Go to bed within an hour of the baby's first long evening sleep instead of using that time for chores.",
      "Lie down for a 20 to 30 minute nap at least once a day while the baby sleeps or someone else watches them.",
      "Before you let yourself doze, put the baby on their back in their own cot, and never fall asleep holding them on a sofa or armchair.",
      "Say yes when friends or family offer a meal, a load of washing or an hour holding the baby.",
    ],
    tradeoff:
      "Accepting help or handing over night feeds can feel like failing at something you want to do yourself, but a rested parent is safer and kinder than an exhausted one. Weigh the guilt against what a few extra hours of sleep do for your mood and the baby's care.",
    getHelp:
      "Talk to your doctor or health visitor if you feel low, hopeless or anxious most days for more than two weeks, or can't sleep even when the baby does. If you have thoughts of harming yourself or the baby, get help the same day, and call emergency services if you feel you might act on them.",
    examples: [
      "How do I get any sleep with a newborn?",
      "My baby is three weeks old and wakes every two hours, and my partner and I are both falling apart. How do we cope?",
    ],
  },
  {
    id: "toddler-tantrums",
    title: "Toddler tantrums",
    area: "parenting",
    summary: "Staying calm and steady when a small child melts down.",
    keys: [
      "tantrum",
      "toddler tantrums",
      "meltdown",
      "screaming toddler",
      "terrible twos",
      "throws himself on the floor",
      "throws herself on the floor",
      "two year old",
      "three year old",
      "kicking and screaming",
      "tantrums in public",
    ],
    matters:
      "Tantrums are a normal part of how young children learn to handle big feelings they don't yet have words for. How you respond shapes whether your child learns that strong feelings can be survived, and whether you both come out of it calm.",
    steps: [
      "Keep your own voice low and slow, and stay close by without arguing or explaining until the storm passes.",
      "Move your child somewhere safe if they are lashing out or are near a road, stairs or anything hard.",
      "Name the feeling in a few simple words once they can hear you, such as telling them they are cross because it's time to leave the park.",
      "Hold the limit you set rather than giving in, so your child learns that a tantrum doesn't change the answer.",
      "Note the time and what came just before each tantrum for a week, and look for patterns such as hunger, tiredness or rushed changes.",
    ],
    tradeoff:
      "Giving in ends a tantrum fastest but teaches that tantrums work, while holding firm costs you a hard few minutes now. Hold the limits that matter for safety and fairness, and let small things go before they become battles.",
    getHelp:
      "Speak to your doctor or health visitor if tantrums are very frequent or still intense after about age four, if your child often hurts themselves or others, or if you notice delays in speech, play or understanding.",
    examples: [
      "How do I handle my toddler's tantrums?",
      "My two year old screams and throws herself on the floor every time we leave the shops, and I don't know whether to give in or walk away. What should I do?",
    ],
  },
  {
    id: "children-screen-time",
    title: "Screen time for children",
    area: "parenting",
    summary: "Setting screen limits your family can actually keep.",
    keys: [
      "kids screen time",
      "child screen time limits",
      "ipad",
      "tablet",
      "child addicted to phone",
      "video games",
      "youtube",
      "gaming",
      "limit screens",
      "kids on phones",
      "screen rules",
      "device time", "screen time",
    ],
    matters:
      "Screens can crowd out the sleep, play, time outdoors and conversation that children need to grow well. Clear, consistent rules matter for the whole household, because children notice what adults do as much as what they say.",
    steps: [
      "Make bedrooms screen free at night by charging every device, yours included, in a shared room from an hour before bedtime.",
      "Agree written screen rules with your child covering when, where and how long, and stick them on the fridge.",
      "Set up parental controls and content filters this week on every device and app your child uses.",
      "Plan screen-free times each day, such as meals and the first hour after school, and fill them with something your child enjoys.",
      "Watch or play alongside your child now and then, and ask what they like about it.",
    ],
    tradeoff:
      "Strict limits protect sleep and family time but can cut children off from friends who socialise online, while loose rules are easier day to day but harder to pull back later. Focus more on what and when than on exact minutes, and protect sleep first.",
    getHelp:
      "Talk to your child's doctor or school if screen use is causing lost sleep, falling grades, withdrawal from friends, or anger and distress whenever the device is taken away.",
    examples: [
      "How much screen time is too much for my kid?",
      "My nine year old fights me every night over his tablet and is barely sleeping. How do I set limits that actually stick?",
    ],
  },
  {
    id: "teenager-wont-talk",
    title: "A teenager who won't talk to you",
    area: "parenting",
    summary: "Keeping the door open when your teenager goes quiet.",
    keys: [
      "teenager won't talk",
      "teen ignores me",
      "moody teenager",
      "teen shuts me out",
      "teenage son",
      "teenage daughter",
      "talking to teens",
      "stays in room",
      "one word answers",
      "silent teenager",
      "adolescent",
    ],
    matters:
      "Pulling away from parents is a normal part of growing up, but your teenager still needs to know you are there and that they can bring you something serious. The relationship you keep now affects whether they turn to you when it really counts.",
    steps: [
      "Talk side by side rather than face to face, for example in the car, while cooking or on a walk.",
      "Ask one open question about something they care about, then listen without correcting or advising.",
      "Keep one regular slot each week, such as a drive or a meal out, that is just the two of you with no agenda.",
      "Tell them plainly, once, that they can come to you with anything and that you will stay calm.",
      "Praise one thing they did well each week, and keep any criticism for another time.",
    ],
    tradeoff:
      "Pushing for answers can drive a teenager further away, while giving too much space can mean missing a real problem. Respect their privacy on everyday things, and step in firmly if you see signs of danger.",
    getHelp:
      "Contact their doctor, the school counsellor or a young people's mental health service if the silence comes with big changes in sleep, eating, schoolwork or friends, signs of drugs or alcohol, or self-harm. If they talk about wanting to die, get urgent help the same day or call emergency services.",
    examples: [
      "Why won't my teenager talk to me?",
      "My 15 year old daughter used to tell me everything and now just stays in her room and gives one word answers. How do I reach her?",
    ],
  },
  {
    id: "homework-battles",
    title: "Homework battles",
    area: "parenting",
    summary: "Turning nightly homework fights into a calmer routine.",
    keys: [
      "homework",
      "homework fights",
      "won't do homework",
      "homework battles",
      "refuses homework",
      "homework tears",
      "homework routine",
      "child procrastinating",
      "helping with homework",
      "after school arguments",
      "schoolwork at home",
    ],
    matters:
      "Nightly fights over homework strain your relationship with your child and can make them dread learning. What is at stake is less the single worksheet than your child's belief that they can manage work on their own.",
    steps: [
      "Set a fixed homework time and place, after a snack and a short break, and keep it the same every school day.",
      "Break the work into chunks of 15 to 20 minutes with a five minute break between them.",
      "Sit nearby to help them get started, then step back rather than doing the work for them.",
      "Tell the teacher in a short email if homework regularly takes far longer than the school expects.",
      "Praise the effort and the finishing, not only the right answers.",
    ],
    tradeoff:
      "Helping closely gets tonight's work done but can stop your child learning to work alone. Give a little less help each term, and accept imperfect work that is truly theirs.",
    getHelp:
      "Ask the school or your child's doctor about an assessment if your child struggles far more than classmates, can't focus even on short tasks, or seems anxious, tearful or unwell before school most days.",
    examples: [
      "How do I stop homework fights?",
      "Every evening my son cries and refuses to do his homework, and it ends with us both shouting. What can I change?",
    ],
  },
  {
    id: "child-being-bullied",
    title: "A child being bullied",
    area: "parenting",
    summary: "What to do when your child tells you, or you suspect, that they are being bullied.",
    keys: [
      "bullied",
      "bullying",
      "my child is being bullied",
      "picked on",
      "teased at school",
      "cyberbullying",
      "left out",
      "mean kids",
      "school bully",
      "called names",
      "nasty messages",
    ],
    matters:
      "Bullying can damage a child's confidence, sleep, schoolwork and mood, and many children hide it out of shame or fear of making it worse. How you respond the first time decides whether they keep telling you.",
    steps: [
      "Listen calmly to the whole story, thank your child for telling you, and tell them it is not their fault.",
      "Write down what happened, when, where and who was involved, and save screenshots of any messages or posts.",
      "Ask for a meeting with the class teacher or head of year within the next few days, and bring your notes.",
      "Agree with your child on safe places and trusted adults they can go to during the school day.",
      "Follow up with the school in writing two weeks later to ask what has been done and what has changed.",
    ],
    tradeoff:
      "Stepping in strongly can protect your child but may leave them feeling they have lost control of what happens, while holding back respects their wishes but can leave them exposed. Involve your child in each step, and act without waiting if their safety is at risk.",
    getHelp:
      "See your child's doctor if they become withdrawn, stop eating or sleeping well, refuse to go to school, or talk about hurting themselves. Contact the police if there are threats, violence or sexual images involved.",
    examples: [
      "My kid is being bullied, what do I do?",
      "My daughter has just told me that girls in her class have been leaving her out and sending her nasty messages for months. How should I handle it with the school?",
    ],
  },
  {
    id: "new-sibling",
    title: "A new sibling",
    area: "parenting",
    summary: "Helping an older child adjust to a new baby in the family.",
    keys: [
      "new sibling",
      "jealous of the baby",
      "big brother",
      "big sister",
      "older child jealous",
      "second baby",
      "preparing toddler for baby",
      "sibling jealousy",
      "regression",
      "new brother",
      "new sister",
      "pregnant with second",
    ],
    matters:
      "A new baby changes an older child's whole world, and jealousy or a slide back into baby habits is common. How you prepare and include them shapes how the siblings feel about each other for years.",
    steps: [
      "Tell your older child about the baby a few months before the birth, using simple words and a picture book about new siblings.",
      "Make other big changes for the older child, such as a new bed or starting nursery, well before or well after the birth.",
      "Give your older child 10 to 15 minutes of one-to-one time with you every day while someone else looks after the baby.",
      "Give them small, real jobs, such as choosing the baby's socks or fetching a nappy.",
      "Expect some regression, such as toilet accidents or baby talk, and respond calmly without scolding.",
    ],
    tradeoff:
      "The baby's needs and the older child's need for attention often pull against each other. When the baby is safe and content, it is fine for the baby to wait a minute, because a young baby won't remember it but an older child will.",
    getHelp:
      "Talk to your doctor or health visitor if your older child is rough with the baby in a way you can't manage, or if regression or distress lasts more than a few months.",
    examples: [
      "How do I prepare my toddler for a new baby?",
      "Since our second baby arrived, my three year old has started wetting the bed again and hitting me. Is this normal and how can I help?",
    ],
  },
  {
    id: "picky-eating",
    title: "Picky eating",
    area: "parenting",
    summary: "Calmly widening what a fussy child will eat.",
    keys: [
      "picky eater",
      "fussy eater",
      "won't eat vegetables",
      "only eats pasta",
      "refuses food",
      "fussy eating",
      "won't try new food",
      "mealtime battles",
      "child won't eat",
      "beige food",
      "selective eating",
    ],
    matters:
      "Fussy eating is common in young children and usually passes, but battles at the table can make it worse and sour family meals. What matters most is that your child grows well and learns that food is not a fight.",
    steps: [
      "Serve one food your child already eats at every meal, next to small portions of what the family is having.",
      "Offer a new food in a tiny amount many times over several weeks, without any pressure to eat it.",
      "Eat together at the table with screens off, and let your child see you enjoying a variety of foods.",
      "Keep meals and snacks at set times and limit milk and juice between them, so your child comes to the table hungry.",
      "Let your child help wash, choose or stir food at least once a week.",
    ],
    tradeoff:
      "Pressing a child to eat can win a few mouthfuls tonight but often makes them more resistant over time. You decide what, when and where food is served, and let them decide how much of it to eat.",
    getHelp:
      "See your doctor or health visitor if your child is losing weight or not growing, eats only a very small range of foods, often gags or chokes, or if eating seems to cause pain or great distress.",
    examples: [
      "My child only eats pasta, what can I do?",
      "My four year old refuses every vegetable and dinner ends in tears most nights. Should I make her eat or let it go?",
    ],
  },
  {
    id: "telling-children-about-a-death",
    title: "Talking to children about a death in the family",
    area: "parenting",
    summary: "Telling a child that someone has died, and helping them grieve.",
    keys: [
      "explaining a death to kids",
      "explain death to child",
      "grandparent died",
      "child grief",
      "how to tell my child someone died",
      "child bereavement",
      "children at funerals",
      "grieving child",
      "tell my kids someone died",
      "talking about death",
      "grandma died",
    ],
    matters:
      "Children grieve too, often in short bursts mixed with play, and they cope better with honest words than with silence or confusing phrases. How the adults around them talk about the death affects how safe they feel.",
    steps: [
      "Tell your child soon, somewhere quiet, using the plain words died and dead, since phrases like lost or gone to sleep can confuse or frighten young children.",
      "Answer their questions honestly and briefly, and say so when you don't know the answer.",
      "Keep daily routines such as school, meals and bedtime as normal as you can.",
      "Offer your child a choice about going to the funeral, and explain beforehand what they will see and hear.",
      "Let the school know in the first week so teachers can watch for changes and offer support.",
    ],
    tradeoff:
      "Shielding a child from sadness can feel kind, but hiding the death or your own grief often leaves them more anxious and alone. Share your feelings simply while showing them that the adults around them are still coping.",
    getHelp:
      "Contact your child's doctor or a children's bereavement service if, after several months, your child is still withdrawn, very anxious about others dying, or struggling at school. Get help the same day if they talk about wanting to die or to join the person who has died.",
    examples: [
      "How do I tell my child that grandma died?",
      "My dad died last week and I don't know how much to say to my five and eight year olds, or whether they should come to the funeral. What's best?",
    ],
  },
];
