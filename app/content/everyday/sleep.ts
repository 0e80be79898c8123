import type { EverydayGuide } from "./types";

export const SLEEP_GUIDES: EverydayGuide[] = [
  {
    id: "struggling-to-fall-asleep",
    title: "Struggling to fall asleep",
    area: "sleep",
    summary: "What to do when you lie awake for ages before sleep finally comes.",
    keys: [
      "can't sleep",
      "cant sleep",
      "insomnia",
      "trouble falling asleep",
      "lying awake",
      "sleeping badly",
      "poor sleep",
      "takes ages to fall asleep",
      "restless nights",
      "sleep problems",
      "bad sleep",
      "can't get to sleep",
    ],
    matters:
      "Weeks of short, broken sleep wear down your mood, patience and concentration, and the people you live and work with feel it too. Most sleep trouble responds to steady habits rather than anything dramatic.",
    steps: [
      "Get up at the same time every day for the next two weeks, weekends included, even after a bad night.",
      "Get out of bed if you have been awake for about 20 minutes, sit somewhere dim doing something dull, and go back only when you feel sleepy.",
      "Have your last caffeine before midday and keep alcohol out of the three hours before bed.",
      "Start a 30-minute wind-down at the same time each evening, with dim lights, work put away and something calm like reading or a bath.",
      "Keep a simple sleep diary for two weeks, noting when you went to bed, when you woke, your caffeine and how rested you felt.",
    ],
    tradeoff:
      "Going to bed early to catch up feels sensible but usually means more time lying awake, which teaches your body that bed is a place for worrying. Fix your wake-up time first and let bedtime follow real sleepiness, even if the first week feels tiring.",
    getHelp:
      "See your GP if poor sleep has lasted more than three months or is affecting your work, mood or driving, as they can look for causes and refer you to a talking therapy designed for insomnia. If you ever feel drowsy at the wheel, stop driving until you have been checked.",
    examples: [
      "Why can't I fall asleep at night?",
      "I lie awake for over an hour most nights even though I'm exhausted, and it's been like this for a month. What can I do?",
    ],
  },
  {
    id: "waking-in-the-night",
    title: "Waking in the night",
    area: "sleep",
    summary: "How to handle waking at 3am and not being able to drift back off.",
    keys: [
      "waking up at night",
      "waking at 3am",
      "wake up in the middle of the night",
      "can't get back to sleep",
      "broken sleep",
      "middle of the night",
      "early waking",
      "waking too early",
      "up at 4am",
      "keep waking up",
    ],
    matters:
      "Waking briefly in the night is normal for everyone, and the trouble starts when you lie there watching the clock while worries build. Your next day, and anyone relying on you in it, pays for those lost hours.",
    steps: [
      "Turn the clock away from you tonight so you cannot count the hours when you wake.",
      "Keep a notepad by the bed and, if a worry wakes you, write it down in one line and promise yourself you will deal with it after breakfast.",
      "Get up if you are still awake after about 20 minutes and read something undemanding in low light until your eyes feel heavy.",
      "Cut down on drinks in the two hours before bed so a full bladder is less likely to wake you.",
      "Keep evening alcohol to a minimum, since it tends to cause waking in the second half of the night.",
    ],
    tradeoff:
      "Reaching for your phone makes the wait feel shorter, but the light and the content tend to wake you fully. A dull book or a quiet spoken podcast is a better middle ground if lying in the dark makes you anxious.",
    getHelp:
      "See your GP if early waking comes with low mood, loss of interest or changes in appetite, or if you regularly wake gasping or choking, as both need checking. Mention it too if you wake to pass urine several times every night.",
    examples: [
      "Why do I keep waking up at 3am?",
      "I fall asleep fine but wake around 4 every morning and my mind starts racing about work. How do I get back to sleep?",
    ],
  },
  {
    id: "sleeping-around-shift-work",
    title: "Sleeping around shift work",
    area: "sleep",
    summary: "How to protect your sleep when you work nights or rotating shifts.",
    keys: [
      "shift work",
      "night shift",
      "night shifts",
      "sleeping during the day",
      "rotating shifts",
      "day sleep",
      "working nights",
      "shift worker tired",
      "sleep after night shift",
      "early shifts",
      "nurse shifts sleep",
    ],
    matters:
      "Working nights or rotating shifts puts your body clock at odds with daylight and with everyone else's timetable, so your sleep, your safety at work and your time with family all compete. Small protections add up to a lot here.",
    steps: [
      "Block out daylight in your bedroom completely with blackout blinds and an eye mask before your next run of nights.",
      "Wear sunglasses on the way home after a night shift and go to bed as soon as you can rather than starting chores.",
      "Tell the people you live with your sleep hours, put a note on the bedroom door and set your phone to do not disturb.",
      "Take a nap of 20 to 30 minutes before a night shift if you can, and have your last caffeine at least six hours before you plan to sleep.",
      "Plan a safe way home for when you are very tired, such as a short nap before driving, public transport or a lift.",
    ],
    tradeoff:
      "Staying on a night schedule during days off helps your body clock but cuts you off from family and friends, while switching back costs sleep. Many people settle on a middle pattern, such as sleeping late on the first day off, and it is worth trying one for a few weeks before judging it.",
    getHelp:
      "See your GP or occupational health if you are nodding off at work or at the wheel, or if months of shifts leave you constantly exhausted or low. If you have ever fallen asleep while driving, stop driving until you have been checked.",
    examples: [
      "How do I sleep during the day after a night shift?",
      "I've just started rotating shifts at the hospital and I only get about four hours of sleep after nights. Any tips?",
    ],
  },
  {
    id: "napping-well",
    title: "Napping well",
    area: "sleep",
    summary: "How to nap so it refreshes you without wrecking your night.",
    keys: [
      "naps",
      "napping",
      "power nap",
      "afternoon nap",
      "siesta",
      "nap too long",
      "groggy after nap",
      "should i nap",
      "afternoon slump",
      "sleepy after lunch",
    ],
    matters:
      "A well-timed nap can restore your alertness for the rest of the day, but a long or late one can steal sleep from the night ahead. The aim is to refresh yourself without starting a cycle of bad nights.",
    steps: [
      "Keep naps to about 20 minutes by setting an alarm, so you wake before sinking into deep sleep.",
      "Nap before about 3pm, leaving at least seven hours before your usual bedtime.",
      "Lie down somewhere quiet and dim, and count it as rest even if you only doze.",
      "Try a brisk 10-minute walk outside or a glass of water first if you only have a mild after-lunch slump.",
    ],
    tradeoff:
      "Napping helps when you are short of sleep, but if you already struggle at night, a nap can make that worse. If your nights are poor, skip naps for two weeks and see whether your night sleep improves.",
    getHelp:
      "See your GP if you need to nap every day despite a full night in bed, fall asleep without meaning to, or feel sleepy while driving, as these can signal a sleep disorder or another health problem.",
    examples: [
      "Are naps bad for you?",
      "I get really sleepy around 2pm and sometimes nap for an hour when I get home from work. Is that why I can't sleep at night?",
    ],
  },
  {
    id: "screens-and-sleep",
    title: "Screens and sleep",
    area: "sleep",
    summary: "How to stop late-night scrolling and viewing from eating into your sleep.",
    keys: [
      "phone in bed",
      "screens before bed",
      "scrolling in bed",
      "blue light",
      "revenge bedtime procrastination",
      "watching tv late",
      "tv in bedroom",
      "gaming late at night",
      "staying up on my phone",
      "one more episode",
    ],
    matters:
      "Late-night scrolling keeps your mind busy and pushes bedtime later without you noticing, and it often fills the only free time you feel you have. Your sleep, and your mood the next day, are what get traded away.",
    steps: [
      "Charge your phone outside the bedroom tonight and use a cheap alarm clock instead.",
      "Set a screens-off time 30 to 60 minutes before bed and put a daily reminder on your phone for it.",
      "Turn on your phone's bedtime or wind-down mode so notifications stop and the screen dims at a set hour.",
      "Choose one offline thing for the last half hour, such as a paper book, gentle stretching or getting tomorrow's things ready.",
      "Switch off autoplay on streaming apps so the next episode does not start on its own.",
    ],
    tradeoff:
      "Late screen time often feels like the only part of the day that is yours, so simply banning it rarely lasts. Try moving some of that free time earlier in the evening rather than cutting it altogether.",
    getHelp:
      "If you cannot cut back even when it is clearly harming your sleep, work or relationships, talk to your GP, who can point you to support for compulsive phone or gaming use.",
    examples: [
      "Is using my phone in bed ruining my sleep?",
      "I always end up scrolling until 1am even though I'm tired and have to be up at 7. How do I stop?",
    ],
  },
  {
    id: "partner-who-snores",
    title: "A partner who snores",
    area: "sleep",
    summary: "How to get your sleep back when your partner's snoring keeps you awake.",
    keys: [
      "partner snores",
      "snoring",
      "husband snores",
      "wife snores",
      "boyfriend snoring",
      "girlfriend snoring",
      "loud snoring",
      "can't sleep because of snoring",
      "separate bedrooms",
      "sleep divorce",
      "snoring keeps me awake",
    ],
    matters:
      "Snoring costs you sleep and can quietly breed resentment, while your partner may be embarrassed or unaware, and loud snoring with pauses in breathing can matter for their health. You both deserve rest, so treat it as a shared problem rather than a fault.",
    steps: [
      "Raise it with your partner at a calm moment during the day, describing what you hear and how it affects your sleep, rather than at 2am.",
      "Try soft foam or wax earplugs or a white noise machine for a week, and go to sleep before your partner when you can.",
      "Suggest your partner tries sleeping on their side, since snoring is often worse lying on the back.",
      "Notice together whether alcohol or a late heavy meal makes the snoring louder, and adjust evenings if it does.",
      "Agree that either of you can move to another room on bad nights without it meaning anything about the relationship.",
    ],
    tradeoff:
      "Sleeping apart can rescue both your sleep but may feel like a loss of closeness. Many couples go to bed together and move only for sleep, which protects both rest and connection.",
    getHelp:
      "Encourage your partner to see their GP if they stop breathing, gasp or choke in their sleep, or are very sleepy during the day, because these can be signs of sleep apnoea, which is treatable.",
    examples: [
      "My husband snores so loud I can't sleep, what do I do?",
      "My girlfriend snores most nights and I've started sleeping on the sofa. How do I bring it up without hurting her feelings?",
    ],
  },
  {
    id: "nightmares-and-bad-dreams",
    title: "Nightmares and bad dreams",
    area: "sleep",
    summary: "How to calm down after a nightmare and make bad dreams less frequent.",
    keys: [
      "nightmares",
      "bad dreams",
      "recurring nightmare",
      "scary dreams",
      "waking up scared",
      "night terrors",
      "vivid dreams",
      "disturbing dreams",
      "afraid to go to sleep",
      "same dream every night",
    ],
    matters:
      "Occasional bad dreams are normal and often linked to stress or a change in routine, but frequent nightmares can make you dread going to bed. Getting back to restful nights matters for your mood and for anyone who shares your bed.",
    steps: [
      "When you wake from a nightmare, put your feet on the floor, name five things you can see, and remind yourself where you are and that it was a dream.",
      "Write down a recurring nightmare during the day, give it a new and calmer ending, and read the new version through for a few minutes each day.",
      "Keep the last hour before bed calm, avoiding frightening films, heated arguments and heavy drinking.",
      "Note in a diary what was happening the day before each nightmare so you can spot stresses or triggers.",
    ],
    tradeoff:
      "Avoiding sleep to escape nightmares is understandable, but the tiredness makes stress, and often the dreams, worse. Aim for regular sleep and deal with the dream content in daylight hours instead.",
    getHelp:
      "See your GP if nightmares happen most weeks, began after a frightening or traumatic event, or started with a new medicine, as talking therapies can help. Mention it too if you act out dreams, such as kicking or shouting in your sleep.",
    examples: [
      "Why do I keep having nightmares?",
      "Ever since a car accident last year I have the same bad dream a few times a week and I'm scared to go to sleep. What can I do?",
    ],
  },
  {
    id: "getting-up-in-the-morning",
    title: "Getting up in the morning",
    area: "sleep",
    summary: "How to stop hitting snooze and feel less groggy when you wake.",
    keys: [
      "can't wake up",
      "hitting snooze",
      "snooze button",
      "groggy in the morning",
      "not a morning person",
      "oversleeping",
      "hard to get out of bed",
      "morning grogginess",
      "sleep through my alarm",
      "tired when i wake up",
    ],
    matters:
      "A rough start to the morning sets the tone for the whole day and can make you late for work, school or the people counting on you. Much morning grogginess comes from an irregular body clock, which you can retrain.",
    steps: [
      "Put your alarm across the room so you have to stand up to switch it off, and set only one.",
      "Open the curtains or step outside within 15 minutes of waking to get daylight on your face.",
      "Keep the same wake-up time every day for two weeks, including weekends, allowing no more than an hour's lie-in.",
      "Count back about eight hours from your alarm and make that your lights-out time.",
      "Lay out clothes and breakfast things the night before so the first minutes of the day need no decisions.",
    ],
    tradeoff:
      "Long weekend lie-ins feel like catching up, but they shift your body clock later and make Monday mornings harder. A short lie-in or an early afternoon nap gives you some extra rest without that Monday cost.",
    getHelp:
      "See your GP if you still wake unrefreshed after regularly getting seven to nine hours, or feel sleepy through the day, as they can check for treatable causes. Mention any loud snoring or low mood when you go.",
    examples: [
      "How do I stop hitting snooze?",
      "I set five alarms and still can't drag myself out of bed, then I feel groggy until 11. How do I become a morning person?",
    ],
  },
  {
    id: "sleeping-in-a-hot-or-noisy-room",
    title: "Sleeping in a hot or noisy room",
    area: "sleep",
    summary: "How to sleep better when heat, light or noise get into your bedroom.",
    keys: [
      "too hot to sleep",
      "heatwave sleep",
      "noisy neighbours",
      "traffic noise",
      "street light",
      "noisy bedroom",
      "can't sleep in the heat",
      "light in bedroom",
      "earplugs",
      "white noise",
      "summer nights",
    ],
    matters:
      "Heat, light and noise can wake you many times a night without you remembering, leaving you tired for no obvious reason. Fixing the room is often quicker than fixing your habits, and it helps everyone who sleeps there.",
    steps: [
      "Keep curtains closed during hot days and open windows only once the air outside is cooler than inside.",
      "Swap to a thin cotton sheet and light nightclothes, and take a lukewarm shower before bed rather than a cold one.",
      "Try soft foam earplugs, a fan or a white noise app to mask traffic and neighbour noise.",
      "Cover standby lights with tape and use blackout blinds or an eye mask if street light gets in.",
      "Keep a note of dates and times if a neighbour's noise is regular, then raise it with them calmly in person.",
    ],
    tradeoff:
      "Masking noise is quick and cheap, while tackling its source with a neighbour or landlord takes effort and can feel awkward. Try masking first, and raise it if it still costs you sleep most nights after a couple of weeks.",
    getHelp:
      "If neighbour noise continues after a friendly conversation, contact your landlord, your local council or a community mediation service. In a heatwave, call emergency services if someone becomes confused, faints or has hot, dry skin.",
    examples: [
      "How do I sleep when it's this hot?",
      "Our bedroom faces a busy road and the neighbours upstairs are loud until midnight, so I wake up several times a night. What can I do?",
    ],
  },
];
