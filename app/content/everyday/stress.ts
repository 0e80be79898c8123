import type { EverydayGuide } from "./types";

export const STRESS_GUIDES: EverydayGuide[] = [
  {
    id: "stress-piling-up",
    title: "Stress that keeps piling up",
    area: "stress",
    summary: "How to get some control back when demands pile up faster than you can meet them.",
    keys: [
      "stressed",
      "stress",
      "overwhelmed",
      "too much on my plate",
      "can't cope",
      "stressed out",
      "everything at once",
      "under pressure",
      "frazzled",
      "snowed under",
      "drowning in stuff",
    ],
    matters:
      "When demands pile up faster than you can meet them, stress leaks into your sleep, your patience and your health, and the people closest to you often feel it first. Getting a little control back matters more than clearing everything at once.",
    steps: [
      "Write every task and worry on one list tonight, then circle the three that truly must happen this week.",
      "Drop, delay or hand over one thing from the list today, and tell the person affected now rather than letting it slide.",
      "Take a 10-minute walk outside every day at roughly the same time, even on the busiest days.",
      "Protect seven to eight hours in bed and keep the same wake-up time, as tiredness makes every problem look bigger.",
      "Tell one person you trust how stretched you are this week.",
    ],
    tradeoff:
      "Pushing through can get you past a short crunch, but if the load never eases you are borrowing from your health. If the pressure has lasted more than a few weeks, something on the list has to change, not just the way you cope.",
    getHelp:
      "See your GP if stress has affected your sleep, appetite or work for more than a few weeks, or you are relying on alcohol to get through. If you feel unable to keep yourself safe, call a crisis line or emergency services now.",
    examples: [
      "How do I deal with stress when everything piles up?",
      "Between my job, my mum being ill and a house move I feel like I'm drowning and can't switch off. Where do I even start?",
    ],
  },
  {
    id: "worrying-at-night",
    title: "Worrying at night",
    area: "stress",
    summary: "How to quieten a mind that starts racing as soon as the light goes off.",
    keys: [
      "racing thoughts",
      "can't switch off",
      "overthinking at night",
      "worrying in bed",
      "mind won't stop",
      "anxious at night",
      "rumination",
      "lying awake worrying",
      "3am thoughts",
      "night worries",
      "overthinking",
    ],
    matters:
      "Worries loom larger at night, when you are tired and cannot act on them, and a busy mind can cost you both sleep and calm the next day. Giving worries a time and a place in daylight usually loosens their grip.",
    steps: [
      "Set aside 15 minutes in the early evening as worry time, writing down each worry and one small next step for it.",
      "Keep a notepad by the bed and jot down any new worry in a few words, telling yourself it will wait for tomorrow's worry time.",
      "Breathe out for longer than you breathe in, such as in for four counts and out for six, for a few minutes.",
      "Get up and do something quiet in dim light if your mind is still racing after about 20 minutes.",
    ],
    tradeoff:
      "Trying hard not to think about a worry usually makes it louder, but going over it endlessly does not solve it either. Park each worry on paper with a next step, then let it sit there without chasing it.",
    getHelp:
      "See your GP if you are worrying most days for several weeks, it stops you doing things, or it comes with panic, as talking therapies for anxiety help many people. If your thoughts turn to harming yourself, call a crisis line or emergency services now.",
    examples: [
      "How do I stop overthinking at night?",
      "Every night when I turn the light off my brain starts replaying conversations and worrying about money. How do I switch off?",
    ],
  },
  {
    id: "feeling-low-for-weeks",
    title: "Feeling low for weeks",
    area: "stress",
    summary: "What to do when a low, flat mood has hung around for weeks and will not lift.",
    keys: [
      "feeling low",
      "depressed",
      "feeling down",
      "sad all the time",
      "no motivation",
      "depression",
      "feel empty",
      "nothing feels good",
      "low mood",
      "can't enjoy anything",
      "feeling flat",
      "hopeless",
    ],
    matters:
      "Feeling low for weeks drains your energy and your interest in the people and things you love, and it can quietly affect your work, relationships and health. You do not have to wait until it is unbearable to get support.",
    steps: [
      "Book an appointment with your GP this week and write down how long you have felt this way and how it affects your sleep, appetite and days.",
      "Tell one person you trust how you are really feeling today, in person, on the phone or by message.",
      "Plan one small thing each day that you used to enjoy or that gives a sense of achievement, and do it even if you do not feel like it.",
      "Get outside for a walk of at least 15 minutes each day, ideally in daylight.",
      "Keep regular times for getting up, eating and going to bed, and go easy on alcohol, which deepens low mood.",
    ],
    tradeoff:
      "Low mood tells you to withdraw and wait until you feel better, yet doing small things often comes before the mood lifts rather than after. Start with actions so small they feel almost too easy, and count doing them as success.",
    getHelp:
      "See your GP or a therapist if low mood has lasted more than two weeks or is making daily life hard, as they can offer talking therapy and other treatment. If you have thoughts of harming yourself or ending your life, call a crisis line now, or emergency services if you are in immediate danger.",
    examples: [
      "I've felt down for weeks, is this depression?",
      "For about a month I've had no energy, stopped seeing friends and nothing feels fun anymore. What should I do?",
    ],
  },
  {
    id: "panic-feelings",
    title: "Sudden panic feelings",
    area: "stress",
    summary: "How to ride out a wave of panic and what to do when it keeps coming back.",
    keys: [
      "panic attack",
      "panic",
      "heart racing",
      "can't breathe anxiety",
      "sudden fear",
      "feel like i'm dying",
      "anxiety attack",
      "shaking and sweating",
      "hyperventilating",
      "chest tight anxiety",
      "scared it will happen again",
    ],
    matters:
      "A panic attack can feel like a heart attack or like losing control, and fear of the next one can start to shrink your life. Panic feelings are very common and very treatable, and each wave passes, usually within minutes.",
    steps: [
      "When panic starts, breathe out slowly through your mouth for longer than you breathe in, such as in for four and out for six, and keep going.",
      "Put your feet flat on the floor and name five things you can see and four you can hear to bring your attention back to the room.",
      "Tell yourself that this is panic, that it is uncomfortable and that it will pass, rather than trying to fight it or escape.",
      "Write down when each attack happened and what was going on, so you can spot patterns and show your GP.",
      "Cut down on caffeine and energy drinks, which can bring on the racing heart that sets panic off.",
    ],
    tradeoff:
      "Avoiding places where panic happened brings quick relief but tends to let the fear spread to more places. Return to them gradually, with support if you need it, rather than cutting them out of your life.",
    getHelp:
      "Call emergency services if you have chest pain, real trouble breathing or symptoms unlike any panic you have had before, as a heart or lung problem needs ruling out. See your GP if panic keeps coming back or you are avoiding places, as talking therapy works well for panic.",
    examples: [
      "How do I stop a panic attack?",
      "Last week on the train my heart started pounding and I thought I was going to pass out, and now I'm scared to get on it again. What was that?",
    ],
  },
  {
    id: "burnout-at-work",
    title: "Burnout at work",
    area: "stress",
    summary: "How to recognise burnout and start recovering from months of overload at work.",
    keys: [
      "burnout",
      "burned out",
      "burnt out",
      "exhausted by work",
      "dread going to work",
      "work stress",
      "can't keep going",
      "emotionally drained",
      "don't care about my job anymore",
      "running on empty",
      "sunday dread",
    ],
    matters:
      "Burnout builds when demands stay high for too long without enough recovery, leaving you exhausted, detached and less effective at work you may once have cared about. Your health is at stake, and so is your home life, which often gets whatever is left.",
    steps: [
      "Note for one week when your energy drops and what drains it most, to see where the pressure really comes from.",
      "Set a firm finishing time on at least three days a week and switch off work notifications after it.",
      "Book some of your leave within the next month, even a long weekend, and arrange cover so you are properly off.",
      "Put one thing that restores you, such as exercise, time outdoors or seeing a friend, in your diary each week as a fixed appointment.",
      "Arrange a conversation with your manager about workload, taking your notes on what would need to change.",
    ],
    tradeoff:
      "Time off gives you breathing space, but if nothing about the workload changes, the exhaustion returns when you go back. Use the rest both to recover and to decide what must change, whether that is the tasks, the hours or the job itself.",
    getHelp:
      "See your GP if exhaustion, poor sleep or low mood last more than a couple of weeks or you feel unable to face work, as they can assess you and advise on time off. If you have thoughts of harming yourself, call a crisis line or emergency services now.",
    examples: [
      "Am I burned out?",
      "I've been working 60-hour weeks for a year, I dread Monday from Saturday morning and I feel nothing about my work anymore. How do I recover?",
    ],
  },
  {
    id: "grief-after-a-death",
    title: "Grief after a death",
    area: "stress",
    summary: "How to get through the weeks and months after someone close to you has died.",
    keys: [
      "grief",
      "grieving",
      "bereavement",
      "someone died",
      "loss of a loved one",
      "my mum died",
      "my dad died",
      "mourning",
      "death in the family",
      "coping with loss",
      "lost my partner",
      "funeral",
    ],
    matters:
      "Grief touches your body, sleep, concentration and relationships, and it tends to come in waves rather than neat stages. There is no right way or timetable, and the people around you may be grieving differently at the same time.",
    steps: [
      "Let one or two people know how you are really doing, and accept concrete offers of help with meals, shopping or paperwork.",
      "Keep basic routines going by eating at regular times and getting outside each day, even when it feels pointless.",
      "Put off big decisions, such as moving house or changing jobs, for several months where you can.",
      "Set aside time to remember the person, such as writing to them, looking through photos or visiting a place you shared.",
      "Contact a bereavement support service or group, which your GP, a local hospice or a bereavement charity can point you to.",
    ],
    tradeoff:
      "Staying busy can carry you through the days, but pushing grief away entirely often means it surfaces later. Allow yourself times to grieve and times to rest from it, and let both be part of the week.",
    getHelp:
      "See your GP or a bereavement counsellor if, many months on, grief still stops you managing day to day, or you feel numb, consumed by guilt or unable to accept the death. If you have thoughts of harming yourself or of wanting to be with the person who died, call a crisis line or emergency services now.",
    examples: [
      "How do I cope with grief?",
      "My dad died three months ago and I thought I'd be doing better by now, but I still cry every day and can't concentrate at work. Is this normal?",
    ],
  },
  {
    id: "feeling-lonely",
    title: "Feeling lonely",
    area: "stress",
    summary: "Small, regular ways to feel more connected when loneliness has set in.",
    keys: [
      "lonely",
      "loneliness",
      "no friends",
      "isolated",
      "feel alone",
      "nobody to talk to",
      "socially isolated",
      "no one to hang out with",
      "lonely all the time",
      "lonely weekends",
    ],
    matters:
      "Loneliness is painful and common at every age, and when it lasts it affects sleep, mood and health as well as your weekends. Small, regular contact tends to help more than waiting for one big change.",
    steps: [
      "Send a short message today to one person you have lost touch with, suggesting a specific day for a call or coffee.",
      "Choose one activity that meets weekly, such as a class, club, choir or volunteering shift, and commit to going four times.",
      "Make small talk a habit by greeting neighbours, chatting briefly with shop staff and saying yes to small invitations.",
      "Plan each weekend a few days ahead so it holds at least one thing you do with other people.",
    ],
    tradeoff:
      "Reaching out risks rejection and staying in feels safer in the moment, but loneliness tends to deepen the less contact you have. Lower the stakes by choosing activities where the shared task, not the conversation, is the point.",
    getHelp:
      "See your GP if loneliness comes with low mood, hopelessness or not wanting to see anyone at all, as they can help and often know of local groups. If you have thoughts of harming yourself, call a crisis line or emergency services now.",
    examples: [
      "I feel so lonely, what can I do?",
      "Since my divorce I work from home and some weeks I don't speak to anyone except the delivery driver. How do I feel less alone?",
    ],
  },
  {
    id: "managing-anger",
    title: "Managing anger",
    area: "stress",
    summary: "How to cool down in the moment and say what is really bothering you afterwards.",
    keys: [
      "anger",
      "angry",
      "losing my temper",
      "snapping at people",
      "rage",
      "short fuse",
      "irritable",
      "anger management",
      "shouting",
      "getting angry easily",
      "road rage",
    ],
    matters:
      "Anger is a normal signal that something feels unfair or threatening, but when it comes out as shouting or harsh words it can hurt people you care about and damage their trust. You can keep the signal without letting it take over.",
    steps: [
      "When you feel anger rising, say you need a break, leave the room for 20 minutes and come back once your body has calmed.",
      "Breathe out slowly and unclench your jaw and hands while you count to ten before answering anyone.",
      "Write down what happened, what you felt just before the anger, and what you needed, once you are calm.",
      "Go back to the conversation later and say what bothered you starting with how you felt, such as 'I felt ignored when the plans changed'.",
      "Notice what shortens your fuse, such as tiredness, hunger, alcohol or stress, and plan around those times.",
    ],
    tradeoff:
      "Bottling anger up avoids a row today but tends to build resentment, while letting it out hotly usually makes things worse. Cool down first, then say clearly what bothered you and what you would like to be different.",
    getHelp:
      "See your GP about counselling or an anger management course if your anger frightens you or others, you have broken things or hurt anyone, or it is harming your work or family. If anyone is in danger, call emergency services.",
    examples: [
      "How do I control my anger?",
      "I keep snapping at my kids and my partner over small things and then feel awful afterwards. How do I stop losing my temper?",
    ],
  },
  {
    id: "exam-and-performance-nerves",
    title: "Exam and performance nerves",
    area: "stress",
    summary: "How to keep nerves from blanking your mind in an exam, audition or test.",
    keys: [
      "exam nerves",
      "test anxiety",
      "stage fright",
      "performance anxiety",
      "nervous before exam",
      "mind goes blank",
      "butterflies",
      "audition nerves",
      "driving test nerves",
      "freeze in exams",
      "nervous about performing",
    ],
    matters:
      "Some nerves sharpen your focus, but too many can make your mind go blank just when you need to show what you know. Your result, and your confidence for next time, both depend on keeping them in check.",
    steps: [
      "Practise under realistic conditions at least twice beforehand, such as a timed past paper or a full run-through in front of someone.",
      "Plan the day in writing the night before, including what you will eat, when you will leave and what you need to bring.",
      "Breathe out slowly for longer than you breathe in for two minutes just before you start.",
      "Move on to the next question or line if your mind goes blank, and come back to it once you have settled.",
      "Treat the racing heart and butterflies as your body getting ready to perform, not as a sign that something is wrong.",
    ],
    tradeoff:
      "Going over material right up to the last minute can feel reassuring but often feeds panic. Stop revising or rehearsing an hour or so beforehand and trust the preparation you have already done.",
    getHelp:
      "Talk to your school, college or university support service or your GP if nerves make you freeze, feel sick or miss exams, or if you avoid performing altogether, as they can help and may arrange adjustments.",
    examples: [
      "How do I calm exam nerves?",
      "I know the material but every time I sit a test my mind goes completely blank and I panic. How do I stop this happening in my finals?",
    ],
  },
  {
    id: "too-much-news-and-screen-time",
    title: "Too much news and screen time",
    area: "stress",
    summary: "How to cut back on doomscrolling and constant news without shutting out the world.",
    keys: [
      "doomscrolling",
      "news anxiety",
      "too much screen time",
      "phone addiction",
      "social media",
      "can't stop scrolling",
      "news makes me anxious",
      "screen time",
      "checking my phone",
      "digital detox",
      "social media anxiety",
    ],
    matters:
      "Constant news and scrolling can leave you anxious, drained and short of time for the people and things you value, often without any decision to spend it that way. Taking back control means choosing when you look, not cutting yourself off from the world.",
    steps: [
      "Check your phone's screen time figures today and write down the two apps that take up most of your time.",
      "Pick two set times a day to catch up on the news, such as after breakfast and early evening, and leave it alone outside them.",
      "Turn off all notifications except calls and messages from real people.",
      "Move news and social media apps off your home screen, or log out after each use, so opening them takes a deliberate step.",
      "Replace one regular scrolling slot, such as the commute or lunch break, with a book, music, a walk or a conversation.",
    ],
    tradeoff:
      "Staying informed matters, but following every update rarely tells you much more and mostly adds worry. A daily summary from one trusted source keeps you informed without the constant drip.",
    getHelp:
      "See your GP if news or online content leaves you anxious or low most days, or you cannot cut back even when it harms your sleep, work or relationships. If something you have seen online has left you distressed and unable to cope, talk to your GP or a crisis line.",
    examples: [
      "How do I stop doomscrolling?",
      "I check the news about 50 times a day and it makes me feel anxious and helpless, but I feel guilty if I look away. How do I cut down?",
    ],
  },
  {
    id: "perfectionism",
    title: "Perfectionism",
    area: "stress",
    summary: "Loosening impossibly high standards that leave you stressed, slow or stuck.",
    keys: [
      "perfectionism",
      "perfectionist",
      "everything has to be perfect",
      "has to be perfect",
      "high standards",
      "fear of making mistakes",
      "scared of making mistakes",
      "afraid of getting it wrong",
      "redoing my work",
      "can't stop checking my work",
      "overchecking",
    ],
    matters:
      "High standards can drive good work, but perfectionism turns every task into a test, fuels procrastination and leaves people anxious and exhausted. The people around you may feel the pressure of your standards too.",
    steps: [
      "Decide what 'good enough' means before you start a task, such as its purpose, its audience and a time limit, and stop when you reach it.",
      "Hand in or send the work when the time limit is up, even if you want to keep polishing.",
      "Try a small experiment, such as sending an email after reading it through once, and notice what actually happens.",
      "Notice all-or-nothing thoughts such as 'if it isn't perfect, it's a failure', and rewrite them in more balanced words.",
      "Note what went well at the end of each day, not only what could have been better.",
    ],
    tradeoff:
      "Lowering your standards can feel like giving up on quality, but the last bit of polish often takes as long as everything before it and rarely changes the outcome. Keep high standards for the few tasks where detail really matters, and aim for good enough on the rest.",
    getHelp:
      "Talk to your GP about talking therapy if perfectionism comes with constant anxiety, low mood, checking or rituals you cannot stop, or problems with eating, since therapies such as cognitive behavioural therapy often help.",
    examples: [
      "How do I stop being a perfectionist?",
      "I'm such a perfectionist that I rewrite every work email four or five times and stay up late redoing slides no one will look at closely. How do I let things go?",
    ],
  },
  {
    id: "saying-no",
    title: "Saying no",
    area: "stress",
    summary: "Turning down requests without guilt when your time and energy are already stretched.",
    keys: [
      "saying no",
      "can't say no",
      "learn to say no",
      "how to say no",
      "say no without feeling guilty",
      "people pleaser",
      "people pleasing",
      "always saying yes",
      "saying no at work",
      "turn down a request",
      "taking on too much",
    ],
    matters:
      "Saying yes to everything leaves little time for your own priorities, health and the people closest to you, and often builds quiet resentment. Saying no clearly and kindly is a skill that protects your relationships as well as your time.",
    steps: [
      "Pause before answering a request, for example by saying 'Let me check and get back to you', so you decide rather than react.",
      "Check the request against your current commitments and priorities, and ask yourself what you would have to drop to fit it in.",
      "Say no briefly and warmly without a long list of excuses, such as 'Thanks for asking, but I can't take this on right now'.",
      "Offer a smaller yes or an alternative if you want to help, such as less time, a later date or the name of someone else who could.",
      "Practise on small, low-stakes requests first, and notice that most people accept a polite no more easily than you expect.",
    ],
    tradeoff:
      "Saying yes keeps people happy in the moment and can build goodwill, but too many yeses leave you stretched and doing things badly. Say yes to what matters to you or to people you care about, and no to the rest.",
    getHelp:
      "If saying no feels impossible because you fear anger or punishment, or someone meets your no with threats or control, talk to a counsellor or a helpline, and call emergency services if you are in danger.",
    examples: [
      "How do I learn to say no?",
      "I'm a people pleaser and end up agreeing to every favour, extra project and night out, then I'm exhausted and resentful. How do I start saying no without feeling guilty?",
    ],
  },
  {
    id: "imposter-feelings-at-work",
    title: "Imposter feelings at work",
    area: "stress",
    summary: "Handling the fear that you are not as capable as others think and will be found out.",
    keys: [
      "imposter syndrome",
      "impostor syndrome",
      "imposter",
      "impostor",
      "afraid of being found out",
      "found out as a fraud",
      "don't deserve my job",
      "not good enough for my job",
      "out of my depth at work",
      "doubt my abilities",
      "everyone is smarter than me",
    ],
    matters:
      "Many capable people privately feel they do not deserve their success and fear being found out, especially after a promotion or a move into a new field. The feeling can drive overwork and stop you speaking up or going for opportunities.",
    steps: [
      "Keep a record of your achievements, positive feedback and problems you have solved, and reread it when doubt creeps in.",
      "Remind yourself that being new to something means not knowing everything yet, and that asking questions is part of doing the job well.",
      "Compare yourself with who you were a year ago rather than with colleagues' polished outward image.",
      "Talk to a trusted colleague or mentor about how you feel, since many will recognise it from their own careers.",
      "Ask your manager for specific, regular feedback, so you judge your performance on evidence rather than on feelings.",
    ],
    tradeoff:
      "A little self-doubt can keep you careful and learning, but too much leads to overwork and missed chances. Use doubt as a prompt to ask for feedback, not as a verdict on your ability.",
    getHelp:
      "Talk to your GP or a counsellor if self-doubt comes with constant anxiety, low mood or burnout, or stops you functioning at work. Many employers also offer a free, confidential employee assistance service.",
    examples: [
      "How do I deal with imposter syndrome?",
      "I was promoted to team lead three months ago and I'm convinced I'm not good enough for my job and everyone will realise. How do I get past this?",
    ],
  },
];
