import type { EverydayGuide } from "./types";

export const STUDY_GUIDES: EverydayGuide[] = [
  {
    id: "studying-for-an-exam",
    title: "Studying for an exam",
    area: "study",
    summary: "How to plan your revision so you remember more and arrive calm on the day.",
    keys: [
      "revision",
      "revising",
      "studying for a test",
      "exam prep",
      "how to revise",
      "exam coming up",
      "revision timetable",
      "cramming",
      "final exams",
      "test next week",
      "study tips",
    ],
    matters:
      "How you prepare shapes not only your mark but how much you remember afterwards and how calm you feel on the day. Steady, active practice beats long hours of rereading.",
    steps: [
      "Write a revision timetable today that counts back from the exam date and gives each topic at least two sessions spaced a few days apart.",
      "Test yourself instead of rereading, by doing past papers, answering questions from memory or explaining a topic aloud without notes.",
      "Work in blocks of 25 to 50 minutes with a 5 to 10 minute break, and stop for the day when focus has clearly gone.",
      "Mark each topic red, amber or green by how confident you feel, and spend most of your time on the red and amber ones.",
      "Sleep seven to nine hours on the nights before the exam, since sleep is when memories are strengthened.",
    ],
    tradeoff:
      "Cramming late into the night can feel productive but trades sleep for facts you are less likely to recall on the day. When time is short, focus on the topics most likely to come up and protect your sleep.",
    getHelp:
      "Speak to your teacher, tutor or student support service early if you are falling behind or cannot follow key topics, and see your GP if exam stress is affecting your sleep, eating or mood.",
    examples: [
      "What's the best way to revise for an exam?",
      "My biology exam is in three weeks and I've barely started. How should I plan my revision?",
    ],
  },
  {
    id: "focus-and-procrastination",
    title: "Focus and procrastination",
    area: "study",
    summary: "How to get started on work you keep putting off and stay with it.",
    keys: [
      "procrastination",
      "procrastinating",
      "can't focus",
      "can't concentrate",
      "easily distracted",
      "putting things off",
      "no motivation to study",
      "keep getting distracted",
      "concentration",
      "leaving it to the last minute",
      "avoiding work",
    ],
    matters:
      "Procrastination is usually a way of avoiding an uncomfortable feeling rather than laziness, and the delay adds stress and squeezes the time you have for good work. Small changes to how you start often make the biggest difference.",
    steps: [
      "Pick the smallest next action, such as opening the document and typing one heading, and set a timer for 10 minutes to do only that.",
      "Put your phone in another room while you work and block distracting websites for set hours.",
      "Decide the night before what you will work on first tomorrow and write it on a sticky note on your desk.",
      "Work in timed blocks of 25 minutes with 5-minute breaks, and tick off each finished block on paper.",
      "Tell a friend what you will have done by a set time and send them proof when you finish.",
    ],
    tradeoff:
      "Waiting until you feel motivated rarely works, but forcing long sessions can make you dread the task even more. Aim for short, regular starts, since motivation often follows action rather than leading it.",
    getHelp:
      "If poor focus has been with you since childhood and affects work, study and home, or procrastination comes with low mood or anxiety, talk to your GP or student support service, who can assess you or point you to help.",
    examples: [
      "How do I stop procrastinating?",
      "I sit down to study and two hours later I've just been on my phone and tidied my room. How do I actually focus?",
    ],
  },
  {
    id: "learning-a-new-language",
    title: "Learning a new language",
    area: "study",
    summary: "How to make steady progress in a new language and actually start speaking it.",
    keys: [
      "learn a language",
      "language learning",
      "learn spanish",
      "learn french",
      "speak another language",
      "language app",
      "become fluent",
      "vocabulary",
      "language exchange",
      "practise speaking",
      "foreign language",
    ],
    matters:
      "A new language opens up people, places and work you could not reach before, but progress feels slow and many learners give up in the first few months. Small daily doses and real conversation keep you going.",
    steps: [
      "Study for 15 to 20 minutes every day at a fixed time rather than in one long session a week.",
      "Learn the few hundred most common words and everyday phrases first, using flashcards that show you harder words more often.",
      "Start speaking in your first week, even badly, with a tutor, a language exchange partner or a local conversation group.",
      "Listen to something in the language each day, such as a podcast, songs or a show with subtitles in that language.",
      "Write down a clear goal with a date, such as ordering a meal or holding a 10-minute chat, and review your progress monthly.",
    ],
    tradeoff:
      "Apps make daily practice easy but rarely get you speaking, while classes and tutors cost more but push you to talk. Use an app for vocabulary and add at least one speaking session a week.",
    getHelp:
      "If you need the language for work, study or an official test, find a qualified teacher or accredited course and ask them to assess your level so you can plan realistically.",
    examples: [
      "What's the fastest way to learn a new language?",
      "I'm moving to Spain next year and only know a few words of Spanish. How should I start learning?",
    ],
  },
  {
    id: "memorising-things",
    title: "Memorising things",
    area: "study",
    summary: "Techniques that make facts, words and lines stick instead of fading by tomorrow.",
    keys: [
      "memorise",
      "memorize",
      "remember things",
      "memory techniques",
      "flashcards",
      "learn by heart",
      "remember facts",
      "forgetting what i study",
      "spaced repetition",
      "mnemonics",
      "retain information",
    ],
    matters:
      "Whether it is lines for a play, facts for a test or names at work, memorising well saves you time and stress. Most people forget quickly not because their memory is poor but because they review in ways that do not stick.",
    steps: [
      "Test yourself from memory before looking at the answer, using flashcards or a blank sheet of paper.",
      "Review new material after one day, then after three days, then after a week, and write the review dates in your diary.",
      "Link each fact to a vivid picture, a short story or a spot in a room you know well.",
      "Break long lists or passages into chunks of three to five items and learn one chunk at a time.",
      "Explain what you have learned aloud to someone else, or to an empty chair, as if you were teaching it.",
    ],
    tradeoff:
      "Rereading and highlighting feel easy and familiar, which is why they seem to work, while testing yourself feels harder but sticks far better. Take the effort of recalling something as a sign that the learning is working.",
    getHelp:
      "If your memory is getting worse for everyday things, such as recent conversations, appointments or familiar routes, see your GP rather than relying on study techniques.",
    examples: [
      "How can I memorise things faster?",
      "I have to learn 200 anatomy terms for my nursing course and I forget them a day later. What's the best way to make them stick?",
    ],
  },
  {
    id: "writing-an-essay",
    title: "Writing an essay",
    area: "study",
    summary: "How to go from notes and a question to a clear, well-structured essay.",
    keys: [
      "essay",
      "write an essay",
      "essay due",
      "assignment",
      "essay structure",
      "writer's block",
      "coursework",
      "essay plan",
      "thesis statement",
      "dissertation",
      "introduction and conclusion",
    ],
    matters:
      "An essay is judged on how clearly you answer the question, not on how much you know, so a good plan matters as much as good research. Starting early also spares you a rushed all-nighter.",
    steps: [
      "Rewrite the essay question in your own words and underline the instruction words, such as discuss, compare or evaluate.",
      "Write your answer to the question in one or two sentences before you start drafting anything else.",
      "Plan the essay as a list of paragraph headings, one point per paragraph, with the evidence for each noted beside it.",
      "Write a rough first draft quickly without editing, then leave it for at least a day before revising.",
      "Read the final version aloud to catch errors, and check your references and word count against the brief.",
    ],
    tradeoff:
      "Reading more feels safer than writing, but endless research leaves too little time to shape an argument. Start drafting once you can answer the question, and research further only where the draft shows a gap.",
    getHelp:
      "Contact your tutor or your college's writing or study skills centre early if you do not understand the question or are falling behind. If illness or a crisis has got in the way, ask about an extension before the deadline, not after.",
    examples: [
      "How do I write a good essay?",
      "I have a 2,000-word history essay due on Friday and I've got notes but no idea how to structure it. Where do I start?",
    ],
  },
  {
    id: "group-projects",
    title: "Group projects",
    area: "study",
    summary: "How to share the work fairly and handle a group member who goes quiet.",
    keys: [
      "group project",
      "group work",
      "team project",
      "group assignment",
      "lazy group member",
      "teammates not doing their part",
      "group presentation",
      "freeloader",
      "uneven workload",
      "nobody replies in the group chat",
    ],
    matters:
      "Group projects test how well you share work and communicate, and one person's silence or need for control can hurt everyone's grade and goodwill. Clear agreements at the start prevent most of the usual conflict.",
    steps: [
      "Hold a first meeting this week to agree the goal, split the tasks by name and set deadlines, and record it in a shared document.",
      "Set a short weekly check-in where everyone says what they have done and what is holding them up.",
      "Keep all files in one shared folder so everyone can see progress and no work gets lost.",
      "Contact a member who goes quiet directly and kindly, asking what is in the way and offering a smaller task if needed.",
      "Keep a simple record of who did what, in case the marking or a dispute needs it.",
    ],
    tradeoff:
      "Doing a missing member's share yourself protects the grade in the short term but breeds resentment and hides the problem. Raise it early with the group and, if nothing changes, with the tutor.",
    getHelp:
      "Tell your tutor or lecturer promptly if a member is still not contributing after reminders, or if conflict turns personal or into bullying, and bring your records to show them.",
    examples: [
      "What do I do about a group member who isn't doing anything?",
      "We've got a group presentation in two weeks and two of the four of us haven't replied to any messages. How do I handle this?",
    ],
  },
  {
    id: "returning-to-study-as-an-adult",
    title: "Going back to study as an adult",
    area: "study",
    summary: "How to return to education later in life and fit it around work, family and money.",
    keys: [
      "mature student",
      "going back to school",
      "back to university",
      "adult learner",
      "returning to education",
      "studying later in life",
      "study while working",
      "evening classes",
      "part-time degree",
      "too old to study",
      "access course",
    ],
    matters:
      "Returning to study can open up new work and new confidence, but it has to fit around jobs, families and finances that younger students may not have. The people you live with will feel the change too, so planning together matters.",
    steps: [
      "Talk this month to the admissions or adult learner team at two or three places about entry routes, part-time options and funding.",
      "Map out a typical week on paper and mark the hours you can realistically give to study before you enrol.",
      "Agree with your family or housemates which evenings or mornings are your protected study time.",
      "Take a short refresher or access course first if you have been away from study for years, especially in maths or academic writing.",
      "Find out the full cost, including fees, books and travel, and what grants, loans or employer support you could get.",
    ],
    tradeoff:
      "Studying full time finishes sooner but may mean giving up income, while part time fits around life but takes longer and needs staying power. Weigh which you can keep up for the whole course, not just the first term.",
    getHelp:
      "Speak to a careers adviser or the college's student finance team before committing to fees or loans, and use student support services early if you fall behind or feel overwhelmed.",
    examples: [
      "Am I too old to go back to university?",
      "I'm 42, work full time and have two kids, and I want to finally get a degree. How do I make it work?",
    ],
  },
  {
    id: "reading-more",
    title: "Reading more",
    area: "study",
    summary: "How to build a reading habit that survives busy days and a distracting phone.",
    keys: [
      "read more",
      "read more books",
      "reading habit",
      "can't finish books",
      "no time to read",
      "reading goal",
      "get back into reading",
      "can't concentrate on books",
      "book club",
      "reading list",
    ],
    matters:
      "Reading more can widen your thinking, calm busy evenings and give you something to share with others, but it competes with phones and tiredness. A small, regular habit works better than an ambitious target.",
    steps: [
      "Read for 10 minutes at the same time every day, such as with your morning coffee or in bed, and leave the book where you will see it.",
      "Keep a book or e-reader with you for queues, commutes and waiting rooms.",
      "Join your local library and borrow several books at once so you can switch if one does not grab you.",
      "Give yourself permission to stop a book after 50 pages if you are not enjoying it.",
      "Keep a simple list of what you have read with one line on each, or join a book club for company.",
    ],
    tradeoff:
      "A big yearly target can motivate you but may push you towards short books and make reading feel like a chore. Aim for a daily habit and let the number take care of itself.",
    getHelp:
      "If reading has always been unusually hard, words seem to swim or you constantly lose your place, book an eye test with an optician and ask your college or GP about an assessment for dyslexia.",
    examples: [
      "How do I get back into reading?",
      "I used to read loads but now I can't get through a chapter without checking my phone. How do I read more?",
    ],
  },
  {
    id: "finishing-online-courses",
    title: "Finishing online courses",
    area: "study",
    summary: "How to actually complete the online courses you sign up for.",
    keys: [
      "online course",
      "never finish courses",
      "mooc",
      "self-paced course",
      "online learning",
      "abandoned course",
      "e-learning",
      "course completion",
      "online class motivation",
      "online certificate",
      "bought a course never started",
    ],
    matters:
      "Online courses are cheap and flexible, which also makes them easy to abandon, and unfinished courses can leave you feeling you wasted money and time. Finishing is mostly about structure and a clear reason to learn.",
    steps: [
      "Write down why you are taking the course and what you will be able to do at the end, and keep it somewhere you will see it.",
      "Book two or three fixed study sessions a week in your calendar and treat them like appointments.",
      "Work on one course at a time and pause or cancel the others until it is done.",
      "Find a study partner or online group doing the same course and agree weekly targets together.",
      "Apply each lesson to a small real project straight away rather than only watching the videos.",
    ],
    tradeoff:
      "Self-paced courses give you freedom but no pressure, while courses with set dates and classmates keep you going but are less flexible. If you have abandoned several self-paced courses, try one with deadlines next.",
    getHelp:
      "Before paying for an expensive course or certificate, ask a careers adviser or people working in the field whether employers actually value it, and check the refund terms.",
    examples: [
      "Why do I never finish online courses?",
      "I've bought about six online coding courses and never got past the first few modules of any of them. How do I actually finish one?",
    ],
  },
  {
    id: "choosing-a-university-course",
    title: "Choosing a university course or master's degree",
    area: "study",
    summary: "Weighing up which degree or postgraduate course to apply for, and whether it is worth it.",
    keys: [
      "what to study at university",
      "choose a university course",
      "choosing a university course",
      "choosing a degree",
      "which degree",
      "which university",
      "master's degree",
      "masters degree",
      "is a masters worth it",
      "postgraduate course",
      "what course should i do",
      "choosing a uni course",
    ],
    matters:
      "A degree costs years of time and often a lot of money, so a course you will stick with and that leads somewhere you want to go matters more than the name of the institution. The choice also affects where you live and what you can earn while studying.",
    steps: [
      "Start with what you enjoy and do well, then look at what graduates of each course go on to do, using published employment figures for the course.",
      "Compare the detailed course content, teaching style, assessment and any placement or work experience, not just the course title.",
      "Go to open days or online events and ask current students what they would change about the course.",
      "Work out the full cost, including fees, living costs and time out of work, and what grants, loans or employer support you could get.",
      "Check job adverts in your target field before choosing a master's, to see whether it is actually asked for or whether experience counts for more.",
    ],
    tradeoff:
      "A course you love is easier to do well in, while one chosen only for job prospects can be a hard slog, yet a passion with few jobs at the end can leave you stuck. Look for the overlap between what interests you and what opens the doors you want.",
    getHelp:
      "Talk to a school or college careers adviser, a university admissions team or a public careers service before applying, and to a student finance team about costs and funding before you commit.",
    examples: [
      "How do I choose what to study at university?",
      "I finished my history degree last year and I'm working in a shop. Is a master's degree worth the cost, or should I get work experience first?",
    ],
  },
  {
    id: "learning-a-musical-instrument",
    title: "Learning a musical instrument",
    area: "study",
    summary: "Getting started on an instrument and practising in a way that keeps you progressing.",
    keys: [
      "learn guitar",
      "learn the guitar",
      "learn piano",
      "learn the piano",
      "learn the drums",
      "learn an instrument",
      "learning an instrument",
      "musical instrument",
      "practise guitar",
      "practice guitar",
      "practise piano",
      "practice piano",
      "music lessons",
      "too old to learn an instrument",
    ],
    matters:
      "Playing music is a rewarding skill to build at any age, but the first weeks are slow and many learners give up before it becomes enjoyable. Short, regular practice and some guidance make the difference.",
    steps: [
      "Rent, borrow or buy a modest second-hand instrument at first, and have it checked or set up so it is easy to play.",
      "Practise for 15 to 20 minutes most days rather than for two hours once a week, and keep the instrument out where you can see it.",
      "Book a few lessons with a teacher early on, even if you mainly teach yourself, so you learn good technique and posture from the start.",
      "Work on one short piece or song you love alongside basic exercises, and play it slowly before you try to play it fast.",
      "Record yourself once a month and listen back, so you can hear progress that is hard to notice from day to day.",
    ],
    tradeoff:
      "Teaching yourself from online videos is cheap and flexible but easily builds bad habits, while lessons cost more but speed progress and keep you accountable. Many adults do well with a lesson every two or three weeks and practice on their own in between.",
    getHelp:
      "See a music teacher if your progress has stalled for months, and a GP or physiotherapist if playing causes pain, numbness or tingling in your hands, wrists, neck or back that does not settle with rest.",
    examples: [
      "Am I too old to learn the piano at 45?",
      "I've had a guitar for a year and still can't play a whole song because I only pick it up now and then. How should I practise guitar?",
    ],
  },
  {
    id: "a-new-hobby-as-an-adult",
    title: "Taking up a new hobby as an adult",
    area: "study",
    summary: "Finding a hobby or skill you enjoy and making room for it in a busy adult life.",
    keys: [
      "new hobby",
      "find a hobby",
      "hobby as an adult",
      "hobbies for adults",
      "take up a hobby",
      "pick up a new skill",
      "learn a new skill",
      "no hobbies",
      "hobby ideas",
      "creative hobby",
      "something to do in the evenings",
      "bored after work",
    ],
    matters:
      "A hobby gives you something that is yours alone, lifts mood, eases stress and often brings new friends, yet many adults feel they have no time or are too old to start. Starting small and with other people makes it far more likely to stick.",
    steps: [
      "List things you enjoyed as a child or have always been curious about, and pick one to try rather than waiting for the perfect choice.",
      "Try it cheaply first with a one-off taster session, a library book, borrowed kit or free online videos before you buy equipment.",
      "Join a local class, club or group, since fixed times and friendly faces keep you going when motivation dips.",
      "Put a regular slot for it in your week, even one evening or a Saturday morning, and protect it like an appointment.",
      "Give a new hobby six to eight sessions before deciding whether to continue, since the start is always the most awkward part.",
    ],
    tradeoff:
      "Trying many things helps you find what you love, but jumping from one to the next can leave you with a cupboard of unused kit and little progress. Sample widely at first, then commit to one for a few months.",
    getHelp:
      "If you have lost interest in things you used to enjoy and have felt low for more than two weeks, talk to your GP, as that can be a sign of depression rather than just needing a hobby.",
    examples: [
      "How do I find a hobby as an adult?",
      "I'm 38, I work full time and I've realised I do nothing but work, scroll and watch TV. How do I find a hobby that actually sticks?",
    ],
  },
];
