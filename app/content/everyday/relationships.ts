import type { EverydayGuide } from "./types";

export const RELATIONSHIPS_GUIDES: EverydayGuide[] = [
  {
    id: "an-argument-with-a-partner",
    title: "An argument with a partner",
    area: "relationships",
    summary: "How to cool a row with your partner down and talk it through so you both feel heard.",
    keys: [
      "fight with my partner",
      "argument with boyfriend",
      "argument with girlfriend",
      "arguing with my husband",
      "arguing with my wife",
      "couple fight",
      "row with partner",
      "we keep arguing",
      "relationship conflict",
      "same argument over and over",
    ],
    matters:
      "Arguments are normal in any close relationship, but how you handle them decides whether you both come out feeling heard or more distant. Children and anyone else in the home feel the atmosphere too.",
    steps: [
      "Call a 20-minute break when either of you feels overwhelmed, agreeing to come back to it, rather than carrying on in anger.",
      "When you come back, take turns to say what you feel and need while the other listens and sums it up before replying.",
      "Stick to one issue at a time and leave out words like always and never.",
      "Start with how you feel rather than what they did wrong, and name the specific thing that happened.",
      "Agree one small, concrete change each of you will try, and check in on how it is going a week later.",
    ],
    tradeoff:
      "Avoiding arguments keeps the peace in the moment but lets resentment build, while pressing every point can wear you both down. Choose the issues that really matter and raise them calmly and soon.",
    getHelp:
      "Consider a couples counsellor if the same arguments keep repeating or you both feel stuck. If you are afraid of your partner or are being controlled, threatened or hurt, contact a domestic abuse helpline, and call emergency services if you are in danger.",
    examples: [
      "How do I stop arguing with my partner?",
      "My girlfriend and I keep having the same fight about housework and it always ends with one of us storming off. How do we break the cycle?",
    ],
  },
  {
    id: "a-friend-who-drifted-away",
    title: "A friend who drifted away",
    area: "relationships",
    summary: "How to reach out to a friend you have lost touch with, and when to let go.",
    keys: [
      "friend drifted away",
      "lost touch with a friend",
      "friendship fading",
      "friend ignoring me",
      "friend doesn't reply",
      "growing apart",
      "reconnect with a friend",
      "old friend",
      "friendship ending",
      "one-sided friendship",
    ],
    matters:
      "Friendships often drift because of busy lives, moves or big changes like new jobs and children, rather than anything you did. Whether you reach out or let it go, losing closeness can be a real loss that deserves care.",
    steps: [
      "Send a warm, low-pressure message this week that mentions a shared memory and suggests one specific plan.",
      "Offer something easy to say yes to, such as a short call or a walk, rather than a big commitment.",
      "Say honestly that you have missed them and ask how things are, without blame, if the moment feels right.",
      "Give it two or three tries over a few months, and if there is still no response, accept that the friendship may have changed.",
    ],
    tradeoff:
      "Reaching out again risks feeling rejected, while staying silent may let a good friendship fade for nothing. A couple of genuine tries cost little, but if it stays one-sided, put your energy into friendships that give something back.",
    getHelp:
      "If losing a friend leaves you feeling isolated or low for several weeks, talk to someone you trust, your GP or a counsellor.",
    examples: [
      "My best friend has stopped replying to me, what should I do?",
      "A friend I've known since school barely messages anymore since she had a baby and I feel like I've lost her. Should I say something?",
    ],
  },
  {
    id: "setting-boundaries-with-family",
    title: "Setting boundaries with family",
    area: "relationships",
    summary: "How to say no to family members who overstep, kindly and without a huge row.",
    keys: [
      "boundaries",
      "family boundaries",
      "overbearing parents",
      "mother-in-law",
      "family interfering",
      "say no to family",
      "toxic family",
      "parents too involved",
      "guilt trip",
      "family pressure",
      "turning up unannounced",
    ],
    matters:
      "Boundaries protect your time, energy and relationships, including the one with the family member who keeps crossing them. Family ties can make saying no feel like betrayal, but clear limits often make closeness easier.",
    steps: [
      "Decide on one specific limit first, such as no visits without a call ahead, and write down why it matters to you.",
      "Tell them calmly and briefly at a quiet moment, with words like 'I love seeing you, and I need you to call before coming round'.",
      "Say what you will do if the limit is crossed, such as ending the call or not answering the door, and then follow through kindly.",
      "Agree the limit with your partner first, if you have one, so you both give the same message.",
      "Expect pushback or guilt at first, and repeat the same short sentence without over-explaining.",
    ],
    tradeoff:
      "Holding firm can cause hurt or conflict in the short term, while giving way keeps the peace but builds resentment. Start with the boundary that matters most and accept some discomfort as the price of a healthier relationship.",
    getHelp:
      "A family therapist or counsellor can help if conflict is constant or you feel unable to say no. If a family member controls, threatens or harms you, contact a domestic abuse helpline, and call emergency services if you are in danger.",
    examples: [
      "How do I set boundaries with my parents?",
      "My mother-in-law turns up without warning several times a week and my husband won't say anything. How do I handle it without a huge fight?",
    ],
  },
  {
    id: "caring-for-an-ageing-parent",
    title: "Caring for an ageing parent",
    area: "relationships",
    summary: "How to support a parent who is getting frailer without burning yourself out.",
    keys: [
      "ageing parent",
      "aging parents",
      "elderly mother",
      "elderly father",
      "caring for my mum",
      "caring for my dad",
      "carer",
      "looking after a parent",
      "parent getting frail",
      "caregiver",
      "parent getting forgetful",
    ],
    matters:
      "Caring for a parent who is getting older can be meaningful but exhausting, and it touches your work, your own family and your health as well as theirs. Your parent's wishes and dignity matter, and so does your ability to keep going.",
    steps: [
      "Ask your parent what help they want and what matters most to them, and write it down together.",
      "Ask the local council or social services for a care needs assessment for your parent and a carer's assessment for yourself.",
      "Share the load by writing a weekly list of tasks and asking siblings, relatives or neighbours to take on specific ones.",
      "Gather key information in one place, including their list of medicines, GP details, bank contacts and any power of attorney papers.",
      "Book regular time off for yourself, such as one afternoon a week, using respite care or family cover.",
    ],
    tradeoff:
      "Doing everything yourself can feel loyal but risks burnout, while bringing in outside help can feel like letting them down. Accepting support early often lets you care for longer and keeps your relationship with your parent from becoming only about tasks.",
    getHelp:
      "Talk to your parent's GP about changes in memory, falls, weight or confidence, and to a carers' support organisation about your own wellbeing. If your parent falls and is hurt, has chest pain or becomes suddenly confused, call emergency services.",
    examples: [
      "How do I look after my elderly mum?",
      "My dad is 84, lives alone and is getting more forgetful, and I'm his only child living nearby. How do I care for him without burning out?",
    ],
  },
  {
    id: "a-parent-moving-into-a-care-home",
    title: "A parent moving into a care home",
    area: "relationships",
    summary: "What to arrange in the first month to help a parent settle into a care home.",
    keys: [
      "care home",
      "nursing home",
      "moving mum into a care home",
      "residential care",
      "dad in a care home",
      "settling into a care home",
      "care home first month",
      "care home fees",
      "guilt about care home",
      "wants to go home",
    ],
    matters:
      "Moving into a care home is a huge change for your parent, who may feel loss, confusion or relief, and for you, who may feel guilt alongside relief. The first month shapes how well they settle and how well the staff come to know them.",
    steps: [
      "Give the staff a one-page life story covering your parent's routines, likes, dislikes, important people and the name they like to be called.",
      "Bring familiar things, such as photos, a favourite chair or blanket, and label clothes and belongings with their name.",
      "Ask for a care plan review meeting within the first few weeks and take a written list of questions with you.",
      "Agree a visiting pattern with the family so your parent has regular, predictable contact, keeping early visits short if they are unsettled.",
      "Sort the paperwork in the first month, including fees, benefits, redirecting post, registering with the GP and checking who holds power of attorney.",
    ],
    tradeoff:
      "Visiting very often can reassure you both but may slow your parent's settling in, while staying away can feel like abandoning them. Keep visits regular, follow your parent's lead and ask staff how they seem between visits.",
    getHelp:
      "Raise concerns about care, weight loss, falls or unexplained injuries with the home manager, and if they are not resolved, with the local council or the care regulator. Get advice on fees and power of attorney from an independent advice service or a solicitor.",
    examples: [
      "What should I sort out when my mum moves into a care home?",
      "My dad moved into a nursing home last week and keeps asking to go home, and I feel terrible. What can I do in the first month to help him settle?",
    ],
  },
  {
    id: "getting-through-a-breakup",
    title: "Getting through a breakup",
    area: "relationships",
    summary: "How to look after yourself and sort the practical ties after a relationship ends.",
    keys: [
      "breakup",
      "break up",
      "broke up",
      "heartbreak",
      "dumped",
      "get over my ex",
      "divorce",
      "separation",
      "heartbroken",
      "relationship ended",
      "getting over someone",
    ],
    matters:
      "A breakup can shake your routine, your sense of self and your friendships, and if you share children, a home or money, practical ties remain too. Grief after a breakup is real, even if you were the one who ended it.",
    steps: [
      "Mute or unfollow your ex on social media for now, so you are not checking on their life every day.",
      "Tell a few close friends or family, and plan some contact with someone each day for the first couple of weeks.",
      "Keep basic routines going, with regular meals, sleep and some time outdoors each day.",
      "Handle practical matters like shared bills, belongings and the tenancy in writing, one issue at a time.",
      "Write down what you have learned and what you want in a future relationship once the first rawness has passed.",
    ],
    tradeoff:
      "Staying friends straight away can soften the loss but often keeps the wound open. A period of little or no contact usually helps you both heal before deciding whether a friendship is possible.",
    getHelp:
      "See your GP or a counsellor if you feel low or unable to manage for more than a few weeks, and if you share children or property, get advice from a family mediation service or solicitor. If your ex threatens or harasses you, contact the police, and call emergency services if you are in danger.",
    examples: [
      "How do I get over a breakup?",
      "My boyfriend of four years ended things last week and I can't stop checking his Instagram or crying at work. How do I move on?",
    ],
  },
  {
    id: "meeting-people-for-dating",
    title: "Meeting new people for dating",
    area: "relationships",
    summary: "How to meet people to date, online or off, and keep first dates safe and relaxed.",
    keys: [
      "dating",
      "dating apps",
      "how to meet someone",
      "single",
      "first date",
      "online dating",
      "finding a partner",
      "meet someone new",
      "dating after divorce",
      "dating again",
      "dating app fatigue",
    ],
    matters:
      "Dating can be exciting and bruising, and how you go about it affects your confidence and safety as much as your chances. Meeting people in ways that suit you makes the whole process more enjoyable.",
    steps: [
      "Write an honest profile with three or four recent photos and a couple of specific details about what you enjoy.",
      "Meet in a busy public place for a first date and tell a friend where you will be and when you expect to be home.",
      "Meet people through activities you enjoy, such as clubs, classes or events, as well as through apps.",
      "Keep first dates short, such as a coffee or a walk, and arrange your own transport there and back.",
      "Move from messaging to a call or a meeting within a week or two rather than chatting for months.",
    ],
    tradeoff:
      "Apps give you many options quickly but can feel draining, while meeting in person is slower but often more natural. Set a limit on app time, such as 20 minutes a day, and add one offline way of meeting people.",
    getHelp:
      "If someone asks you for money, pressures you or makes you feel unsafe, stop contact and report them on the platform. If you feel threatened, contact the police, and call emergency services if you are in danger.",
    examples: [
      "Where can I meet someone to date?",
      "I'm 35, recently single after a long relationship and dating apps make me feel rubbish. How do I meet people?",
    ],
  },
  {
    id: "apologising-properly",
    title: "Apologising properly",
    area: "relationships",
    summary: "How to say sorry in a way that repairs trust rather than sounding like an excuse.",
    keys: [
      "apologise",
      "apologize",
      "say sorry",
      "how to apologise",
      "i hurt someone",
      "make amends",
      "i messed up",
      "apology",
      "saying sorry to a friend",
      "they won't forgive me",
    ],
    matters:
      "A good apology can repair trust and show the other person you see how your actions affected them. A poor one, full of excuses, can make the hurt worse.",
    steps: [
      "Say clearly what you did and that you are sorry, without adding 'but' or explaining why you did it.",
      "Name how it probably affected them, such as 'I embarrassed you in front of your friends'.",
      "Ask what would help put it right, and listen without interrupting or defending yourself.",
      "Say what you will do differently next time, and then make sure you do it.",
      "Give them time to respond in their own way, without pressing for instant forgiveness.",
    ],
    tradeoff:
      "Explaining your side can feel necessary, but leading with reasons makes an apology sound like an excuse. Apologise first and save the context for later, if they ask for it.",
    getHelp:
      "If the same hurt keeps happening or trust has been badly broken, a counsellor or couples therapist can help you both. If you keep losing your temper or hurting people close to you, talk to your GP about counselling or an anger management course.",
    examples: [
      "How do I apologise to someone I hurt?",
      "I said something really cruel to my sister during an argument and she hasn't spoken to me since. How do I say sorry properly?",
    ],
  },
  {
    id: "family-tension-over-a-wedding-or-holiday",
    title: "Family tension over a wedding or holiday",
    area: "relationships",
    summary: "How to handle clashing family expectations around a wedding, Christmas or other big occasion.",
    keys: [
      "wedding drama",
      "family wedding",
      "christmas with family",
      "whose family for christmas",
      "family gathering stress",
      "wedding guest list",
      "in-laws at christmas",
      "holiday plans family",
      "family feud",
      "seating plan",
      "divorced parents at wedding",
    ],
    matters:
      "Weddings and holidays raise expectations and old tensions at the same time, and disagreements over guest lists, money or where to spend the day can hurt several people at once. Clear, early decisions help keep the occasion about the people rather than the conflict.",
    steps: [
      "Agree with your partner what matters most to each of you before discussing plans with anyone else.",
      "Tell family your plans early and briefly, with one clear reason, rather than asking for their permission.",
      "Offer a fair alternative where you can, such as alternating Christmas each year or a separate visit.",
      "Seat people who clash apart and ask a calm relative to keep an eye on them on the day.",
      "Set a time limit and an exit plan, such as leaving after the meal, if a gathering usually turns tense.",
    ],
    tradeoff:
      "Keeping everyone happy is rarely possible, and trying to can leave you exhausted and resentful. Decide what you can live with and accept that someone may be disappointed.",
    getHelp:
      "If family gatherings involve heavy drinking, threats or violence, you do not have to go, and call emergency services if anyone is in danger. A family mediator or counsellor can help when a long-running conflict keeps coming back.",
    examples: [
      "How do we decide whose family to spend Christmas with?",
      "My dad and stepmum aren't speaking to my mum and both are demanding to sit at the top table at my wedding. How do I handle it?",
    ],
  },
  {
    id: "supporting-a-friend-through-a-hard-time",
    title: "Supporting a friend through a hard time",
    area: "relationships",
    summary: "How to be there for a friend who is struggling, and what to say and do.",
    keys: [
      "help a friend",
      "friend is struggling",
      "friend going through a tough time",
      "support a friend",
      "friend is depressed",
      "friend lost someone",
      "what to say to a friend",
      "friend has cancer",
      "friend going through divorce",
      "be there for someone",
    ],
    matters:
      "When a friend is struggling, steady support can make them feel less alone, even if you cannot fix anything. Looking after yourself matters too, so that you can keep showing up.",
    steps: [
      "Message or call them this week to say you are thinking of them, making clear there is no need to reply.",
      "Offer specific help, such as bringing dinner on Thursday or collecting the children, rather than a general offer to help.",
      "Listen more than you talk, and ask what would help right now instead of offering solutions.",
      "Keep in touch regularly over the weeks and months, since support often fades while it is still needed.",
      "Put key dates, such as an anniversary or a hospital appointment, in your calendar and check in on those days.",
    ],
    tradeoff:
      "Giving advice feels helpful, but most people going through a hard time first need to feel heard. Ask whether they want ideas or just someone to listen, and follow their lead.",
    getHelp:
      "Encourage your friend to see their GP or a counsellor if they seem low for weeks or cannot cope day to day. If they talk about ending their life or harming themselves, stay with them and call a crisis line or emergency services.",
    examples: [
      "How can I help a friend who's struggling?",
      "My best friend's dad just died and I never know what to say to her. How do I support her without making it worse?",
    ],
  },
  {
    id: "a-friend-who-keeps-cancelling",
    title: "A friend who keeps cancelling plans",
    area: "relationships",
    summary: "What to do when a friend often cancels at the last minute.",
    keys: [
      "friend keeps cancelling",
      "friend always cancels",
      "friend cancels last minute",
      "keeps cancelling on me",
      "cancelled on me again",
      "flaky friend",
      "unreliable friend",
      "last minute cancellations",
      "friend bails on plans",
      "keeps rescheduling",
      "friend never shows up",
    ],
    matters:
      "Repeated cancellations can leave you feeling unimportant and unsure whether the friendship matters to them, but there is often something else going on, such as stress, health or overload. Talking about it openly usually works better than quietly keeping score.",
    steps: [
      "Look honestly at the pattern, such as how often it happens, whether they rearrange and whether it started at a particular time.",
      "Tell them how it feels in a calm, private message or chat, such as 'I miss you and I feel let down when plans fall through'.",
      "Ask whether something is going on for them, and listen without arguing over each cancellation.",
      "Suggest plans that are easier to keep, such as a short walk, a call or meeting near their home, and fix a date there and then.",
      "Make plans that still work if they drop out, such as inviting others or booking something you would enjoy on your own.",
    ],
    tradeoff:
      "Giving them the benefit of the doubt protects the friendship, but endless allowances can leave you resentful and always the one making the effort. After an honest conversation, let their actions show you how much to invest.",
    getHelp:
      "If your friend is cancelling because they seem low, anxious or overwhelmed, encourage them to talk to their GP or a counsellor. If friendships keep falling away and it hurts, a counsellor can help you look at the pattern.",
    examples: [
      "My friend keeps cancelling on me, what should I do?",
      "My oldest friend has cancelled the last four times we planned to meet, always on the day. Should I say something or just stop asking?",
    ],
  },
  {
    id: "a-friend-who-only-talks-about-themselves",
    title: "A friend who only talks about themselves",
    area: "relationships",
    summary: "Handling a friendship where the conversation always comes back to them.",
    keys: [
      "friend only talks about herself",
      "friend only talks about himself",
      "friend only talks about themselves",
      "only talks about herself",
      "only talks about himself",
      "self-centred friend",
      "self-absorbed friend",
      "never asks about me",
      "never asks how i am",
      "friend doesn't listen",
      "conversation is all about her",
      "conversation is all about him",
    ],
    matters:
      "A friendship where you always listen and are rarely asked about yourself can leave you drained and unseen, though the other person is often unaware of it or caught up in their own stress. Gently changing the pattern can save a friendship worth keeping.",
    steps: [
      "Notice whether this is a passing phase, such as a crisis in their life, or a long-standing pattern.",
      "Bring your own news into the conversation directly, such as 'Can I tell you about my week?', rather than waiting to be asked.",
      "Tell them kindly how it feels if the pattern carries on, for example 'I love hearing about your life, and I'd like to share more of mine too'.",
      "Steer plans towards shared activities, such as a class, a walk or a film, where the conversation is more balanced.",
      "Put more of your time into friendships where the listening goes both ways.",
    ],
    tradeoff:
      "Speaking up risks an awkward moment, but saying nothing often leads to quiet resentment and drifting apart. If they respond well the friendship can grow, and if they do not, you have learned how much to give it.",
    getHelp:
      "If the friendship feels controlling or belittling, or you regularly feel anxious and low after seeing them, it is reasonable to step back, and a counsellor can help you think it through.",
    examples: [
      "What do I do about a friend who only talks about herself?",
      "Every time I meet my friend Jo she talks for two hours about her job and her dating life and never asks about me. How do I raise it without starting a fight?",
    ],
  },
  {
    id: "a-long-distance-relationship",
    title: "A long-distance relationship",
    area: "relationships",
    summary: "Keeping a relationship close and secure when you live far apart.",
    keys: [
      "long distance relationship",
      "long-distance relationship",
      "long distance couple",
      "ldr",
      "partner lives abroad",
      "partner in another country",
      "partner in another city",
      "different time zones",
      "relationship across countries",
      "living in different cities",
      "apart from my partner",
    ],
    matters:
      "Distance can test trust and closeness, and missing out on everyday moments together can leave both people lonely or unsure. Couples who share a plan for the future and stay in regular, meaningful contact tend to cope best.",
    steps: [
      "Agree a rough plan and timescale for living in the same place, even if it is a year or two away, so the distance has an end point.",
      "Set a contact routine that suits you both, such as a daily message and a longer video call a few times a week, rather than staying on the phone all day.",
      "Do things together at a distance, such as watching the same film, cooking the same meal or playing an online game.",
      "Book your next visit before the current one ends, so there is always a date to look forward to.",
      "Talk openly about worries, jealousy or loneliness when they come up rather than letting them build.",
    ],
    tradeoff:
      "Constant contact can feel reassuring but can also become tiring or make the time apart feel heavier, while too little leaves you drifting. Aim for contact that feels good to both of you, and revisit it as life changes.",
    getHelp:
      "Being checked up on, controlled or pressured to share passwords or your location is a warning sign, so talk to someone you trust or a relationship helpline. A couples counsellor, many of whom work online, can help if the same arguments keep coming back.",
    examples: [
      "How do you make a long-distance relationship work?",
      "My girlfriend has taken a two-year job abroad and we'll be in different time zones. How do we keep things strong?",
    ],
  },
  {
    id: "planning-a-wedding-on-a-budget",
    title: "Planning a wedding on a budget",
    area: "relationships",
    summary: "Having the wedding you want without starting married life in debt.",
    keys: [
      "wedding on a budget",
      "wedding budget",
      "cheap wedding",
      "affordable wedding",
      "low cost wedding",
      "small wedding",
      "micro wedding",
      "wedding costs",
      "plan a wedding",
      "planning a wedding",
      "planning our wedding",
      "wedding too expensive",
    ],
    matters:
      "Weddings can easily cost far more than planned, and debt or family pressure over money can cloud what should be a happy start. Deciding together what matters most lets you spend where it counts and cut the rest.",
    steps: [
      "Agree a total budget together before booking anything, based on what you have or can save rather than what you could borrow.",
      "Each choose the two or three things that matter most, such as the food, the photos or the music, and spend there while keeping the rest simple.",
      "Cut the guest list first, since numbers drive the cost of the venue, food and drink more than anything else.",
      "Look at weekday or off-season dates, a short civil ceremony and venues that let you bring your own food or drink.",
      "Keep a spreadsheet of every quote, deposit and due date, and add a buffer of about a tenth for surprises.",
    ],
    tradeoff:
      "Spending more can make the day feel special and please family, but starting married life in debt brings stress that outlasts the memories. Keep what you will remember, and be willing to drop traditions that matter more to others than to you.",
    getHelp:
      "If family members who are paying expect control in return, or money disagreements are causing serious rows, a frank family conversation or a couples counsellor can help. Read contracts and cancellation terms before paying deposits, and consider wedding insurance.",
    examples: [
      "How do we plan a wedding on a small budget?",
      "We've got about 6,000 saved, my partner's family expect 150 guests and the quotes are three times that. How do we keep the wedding costs down without going into debt?",
    ],
  },
  {
    id: "a-difficult-conversation-with-a-sibling",
    title: "A difficult conversation with a sibling",
    area: "relationships",
    summary: "Raising something hard with a brother or sister without it turning into an old fight.",
    keys: [
      "talk to my sister",
      "talk to my brother",
      "difficult conversation with my sister",
      "difficult conversation with my brother",
      "fell out with my sister",
      "fell out with my brother",
      "argument with my sister",
      "argument with my brother",
      "falling out with a sibling",
      "estranged from my sister",
      "estranged from my brother",
      "adult siblings",
    ],
    matters:
      "Siblings share a long history, so a conversation about a parent's care, money, an old hurt or how one of you is treated can quickly slip into childhood roles and old arguments. Preparing well gives the relationship the best chance.",
    steps: [
      "Write down the one thing you most need them to understand or agree to, and keep the conversation focused on it.",
      "Choose a private time when neither of you is rushed, tired or drinking, and avoid big family occasions.",
      "Start with what you share, such as 'We both want Mum to be well looked after', before raising the problem.",
      "Describe the situation and how it affects you using 'I' statements, then ask how they see it and listen without interrupting.",
      "Agree one practical next step, such as who calls the care home or when you will talk again, and confirm it in writing if it involves money or tasks.",
    ],
    tradeoff:
      "Raising it risks a row and a spell of distance, but leaving it unsaid often lets resentment grow for years. If one conversation goes badly it does not have to be the last, so leave the door open.",
    getHelp:
      "If the issue involves a will or a parent's money or property, get independent legal advice, and consider family mediation if you are stuck. If a sibling is abusive or threatening, you do not have to keep in contact, and you can call a helpline or the police.",
    examples: [
      "How do I talk to my brother about something that's bothered me for years?",
      "I need to talk to my sister about sharing our dad's care, because I'm doing it all and I'm exhausted. How do I bring it up without a huge row?",
    ],
  },
];
