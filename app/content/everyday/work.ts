import type { EverydayGuide } from "./types";

export const WORK_GUIDES: EverydayGuide[] = [
  {
    id: "job-interview-tomorrow",
    title: "A job interview tomorrow",
    area: "work",
    summary: "What to do tonight so you walk into tomorrow's interview prepared and steady.",
    keys: [
      "job interview",
      "interview tomorrow",
      "interview tips",
      "interview nerves",
      "prepare for an interview",
      "interview questions",
      "first interview",
      "second interview",
      "video interview",
      "what to say in an interview",
      "interview prep",
    ],
    matters:
      "An interview is a short window to show what you can do and to judge whether the job suits you, and preparation calms nerves more than anything else. You are assessing them as much as they are assessing you.",
    steps: [
      "Reread the job advert tonight and write down three examples from your experience that match its main requirements, each with what you did and the result.",
      "Practise answering out loud why you want this job and why you are leaving your current one, aiming for about a minute each.",
      "Prepare two or three questions to ask them, such as what success would look like in the first six months.",
      "Lay out your clothes, check the route or video link, and plan to arrive 10 minutes early.",
      "Go to bed at your usual time rather than cramming late into the night.",
    ],
    tradeoff:
      "Memorising answers word for word can make you sound stiff, while winging it risks rambling. Prepare key points and examples rather than scripts, and let the wording come naturally on the day.",
    getHelp:
      "If you keep getting interviews but no offers, ask each employer for feedback and book a session with a careers adviser, who can run a practice interview with you.",
    examples: [
      "How do I prepare for a job interview tomorrow?",
      "I have an interview at 10am tomorrow for a marketing role and I'm really nervous. What should I do tonight?",
    ],
  },
  {
    id: "asking-for-a-pay-rise",
    title: "Asking for a pay rise",
    area: "work",
    summary: "How to build a case for more pay and raise it with your manager.",
    keys: [
      "pay rise",
      "raise",
      "salary increase",
      "ask for more money",
      "underpaid",
      "salary review",
      "pay increase",
      "ask my boss for a raise",
      "more pay",
      "deserve a raise",
      "annual review",
    ],
    matters:
      "Your pay affects your security and how valued you feel, and your manager usually needs a clear case to take to whoever controls the budget. Asking well is a normal part of working life and rarely damages a working relationship.",
    steps: [
      "Write down your main achievements from the past year with numbers where you can, such as money saved, targets hit or responsibilities added.",
      "Research typical pay for your role, level and area using job adverts and salary surveys, and settle on a specific figure to ask for.",
      "Ask your manager for a meeting about your pay and development rather than raising it in passing.",
      "Open the meeting with what you have contributed, state your figure, then stop talking and listen.",
      "If the answer is no, ask what you would need to achieve for a rise and agree a date to review it, then confirm that by email.",
    ],
    tradeoff:
      "Asking just after a big success or before budgets are set tends to work better than during a tough quarter, but waiting for the perfect moment can mean never asking. Weigh how strong your case is now, and be ready to look elsewhere if the answer is always no.",
    getHelp:
      "If you believe you are paid less than colleagues doing the same work because of discrimination, get advice from your union, an employment advice service or an employment lawyer.",
    examples: [
      "How do I ask my boss for a raise?",
      "I've been in my job three years, taken on a lot more and my pay hasn't changed. How do I ask for a pay rise without sounding greedy?",
    ],
  },
  {
    id: "telling-your-manager-youre-burned-out",
    title: "Telling your manager you're burned out",
    area: "work",
    summary: "How to raise an unmanageable workload with your manager clearly and safely.",
    keys: [
      "tell my boss i'm burned out",
      "talk to my manager about workload",
      "too much work",
      "workload",
      "overworked",
      "tell my manager i'm stressed",
      "ask for less work",
      "mental health at work",
      "can't keep up at work",
      "struggling at work",
    ],
    matters:
      "Telling your manager you are struggling can feel risky, but they cannot fix a workload problem they do not know about, and carrying on in silence puts your health and your work at risk. A clear, calm conversation protects both you and the team.",
    steps: [
      "List your current tasks and the hours they take, and mark which are urgent, which could wait and which someone else could do.",
      "Ask for a private meeting, saying you would like to talk about your workload, rather than raising it in a rushed moment.",
      "Describe the effect plainly, such as 'I am working most evenings and the quality of my work is slipping', without needing to share medical details.",
      "Bring two or three concrete proposals, such as moving a deadline, dropping a task or getting help, and ask which they prefer.",
      "Send a short email after the meeting summarising what you agreed and when you will review it.",
    ],
    tradeoff:
      "Being open about your health may get you more support but can feel exposing, while sticking to workload facts feels safer but may limit what is offered. Share what you are comfortable with, and remember that HR and occupational health are there too.",
    getHelp:
      "See your GP if you have constant exhaustion, poor sleep or low mood, and ask HR or occupational health about adjustments to your role. If you are treated worse for raising it, get advice from your union or an employment advice service.",
    examples: [
      "How do I tell my boss I'm burned out?",
      "I've been covering two roles since a colleague left and I'm exhausted, but I'm worried my manager will think I can't cope. How do I bring it up?",
    ],
  },
  {
    id: "a-difficult-colleague",
    title: "A difficult colleague",
    area: "work",
    summary: "How to handle a colleague who is rude, takes credit or makes work hard.",
    keys: [
      "difficult coworker",
      "difficult colleague",
      "annoying colleague",
      "coworker conflict",
      "rude colleague",
      "colleague takes credit",
      "passive aggressive coworker",
      "clash with a colleague",
      "toxic coworker",
      "workplace conflict",
      "colleague undermines me",
    ],
    matters:
      "A difficult colleague can make every workday tense and wear down your work, your confidence and the wider team. Most conflicts ease when they are handled early, directly and in private.",
    steps: [
      "Write down specific incidents with dates, what was said or done and who saw it, sticking to facts.",
      "Ask the colleague for a private chat, describe one specific behaviour and its effect on you, then ask how they see it.",
      "Suggest one practical change, such as agreeing in writing who does what or copying you both into decisions.",
      "Keep your own messages polite and factual, and confirm important agreements by email.",
      "Take it to your manager, with your notes, if nothing changes after you have spoken to the colleague directly.",
    ],
    tradeoff:
      "Letting small things go keeps the peace, but repeated problems left alone tend to grow. Let a one-off pass, and address a pattern that affects your work.",
    getHelp:
      "If the behaviour involves bullying, harassment, discrimination or threats, report it to your manager or HR straight away and contact your union or an employment advice service. If you are ever in danger, call emergency services.",
    examples: [
      "How do I deal with a difficult coworker?",
      "A colleague keeps taking credit for my work in meetings and talking over me. Should I say something to her or go to my manager?",
    ],
  },
  {
    id: "changing-careers",
    title: "Changing careers",
    area: "work",
    summary: "How to test and plan a move into a different line of work.",
    keys: [
      "career change",
      "change careers",
      "new career",
      "hate my job",
      "different field",
      "retrain",
      "career switch",
      "what career suits me",
      "stuck in the wrong career",
      "career change at 40",
      "leave my profession",
    ],
    matters:
      "A career change can bring more meaning or better prospects, but it can also mean a pay cut, retraining and uncertainty that affect your whole household. Testing before you leap lowers the risk a great deal.",
    steps: [
      "Talk to three people who do the job you are considering this month and ask what a typical week is really like.",
      "Try the work in a small way first, such as a short course, a volunteering role or a side project.",
      "List the skills you already have that transfer, and the gaps you would need to fill with a cost and time for each.",
      "Work out how many months of lower income you could manage, and build savings to cover them before you switch.",
      "Rewrite your CV to lead with transferable skills and relevant projects rather than past job titles.",
    ],
    tradeoff:
      "Staying put is safe but may leave you stuck, while jumping quickly can bring regret if the new field is not what you hoped. Test the new path while you are still employed where you can, and decide once you have real evidence.",
    getHelp:
      "Speak to a careers adviser, often free through public careers services, before paying for expensive retraining, and check that the qualification is actually asked for in job adverts.",
    examples: [
      "How do I change careers?",
      "I'm 38 and have been an accountant for 15 years, but I want to become a teacher. Is it too late and how would I start?",
    ],
  },
  {
    id: "first-week-in-a-new-job",
    title: "Your first week in a new job",
    area: "work",
    summary: "How to settle in, learn fast and make a good start in a new role.",
    keys: [
      "new job",
      "first day",
      "first week at work",
      "starting a new job",
      "new role",
      "onboarding",
      "nervous about new job",
      "first day at work",
      "new starter",
      "new team",
      "fitting in at work",
    ],
    matters:
      "Your first week sets how colleagues see you and how quickly you settle, but nobody expects you to know everything yet. Listening and building relationships count for more than early wins.",
    steps: [
      "Ask your manager in your first day or two what they expect from you in the first month and what good work looks like to them.",
      "Keep a notebook of names, systems, processes and questions, and read it over at the end of each day.",
      "Introduce yourself to people beyond your own team and ask what they do and how your work connects with theirs.",
      "Save up non-urgent questions to ask in a batch, but ask urgent ones straight away.",
      "Check your route and arrive early on day one, bringing anything you were asked for, such as ID or bank details.",
    ],
    tradeoff:
      "Suggesting changes early shows energy but can come across as criticism before you understand why things are done as they are. Spend the first few weeks learning, then share ideas once you have built some trust.",
    getHelp:
      "If something promised in your offer does not appear, such as a written contract, the agreed pay or training, raise it with your manager or HR. If it is still not resolved, get advice from your union or an employment advice service.",
    examples: [
      "Any tips for my first week at a new job?",
      "I start a new job on Monday after five years at my last company and I'm nervous about fitting in. How do I make a good start?",
    ],
  },
  {
    id: "being-laid-off",
    title: "Being laid off or made redundant",
    area: "work",
    summary: "What to check, claim and plan in the first weeks after losing your job.",
    keys: [
      "laid off",
      "redundancy",
      "made redundant",
      "lost my job",
      "job loss",
      "let go",
      "unemployed",
      "redundancy pay",
      "severance",
      "downsizing",
      "fired",
    ],
    matters:
      "Losing your job hits your income, routine and sense of identity at once, and the people who depend on you may be worried too. Sorting out money and paperwork early gives you more room to think about what comes next.",
    steps: [
      "Get the terms in writing, including your last day, final pay, any redundancy pay, unused holiday and notice, and check the sums add up.",
      "Check which unemployment benefits or support you can claim and apply in the first week, as some payments only start from the date you apply.",
      "Write a basic budget for the next three months with essential bills first, and contact lenders early if you will struggle to pay.",
      "Ask your employer for a written reference and use any career support or outplacement service they offer.",
      "Tell your network you are looking, and set a daily routine with fixed hours for job searching, exercise and rest.",
    ],
    tradeoff:
      "Taking the first job offered eases money worries quickly but may not suit you, while holding out for the right role costs savings and confidence. Work out how many months you can truly afford and set your cut-off point in advance.",
    getHelp:
      "Get advice from your union, an employment advice service or an employment lawyer before signing a settlement agreement, or if you think you were chosen unfairly. If money worries or low mood become overwhelming, contact a free debt advice service or your GP.",
    examples: [
      "I just got laid off, what should I do first?",
      "My company announced redundancies today and I'm on the list with a month's notice. What should I check and do before I leave?",
    ],
  },
  {
    id: "working-from-home",
    title: "Working from home",
    area: "work",
    summary: "How to stay focused, connected and able to switch off when you work from home.",
    keys: [
      "work from home",
      "wfh",
      "remote work",
      "home office",
      "working remotely",
      "isolated working from home",
      "distracted at home",
      "hybrid work",
      "can't switch off from work",
      "home working",
    ],
    matters:
      "Working from home saves commuting time but blurs the line between work and the rest of life, which can leave you isolated or working longer than you mean to. Your household shares the space and feels the effects too.",
    steps: [
      "Set fixed start and finish times and mark the end of the day with a small ritual, such as a walk or putting the laptop away.",
      "Set up a dedicated spot with your screen at eye level, a supportive chair and your feet flat on the floor.",
      "Schedule at least one call a day that is not only about tasks, and meet colleagues in person when you can.",
      "Take a proper lunch break away from the screen and get outside for at least 15 minutes.",
      "Agree a simple signal with the people you live with, such as a closed door, that means you are on a call.",
    ],
    tradeoff:
      "Total flexibility lets you fit work around life, but it also lets work seep into every hour. A few fixed anchors, such as start and finish times, give you structure while keeping most of the freedom.",
    getHelp:
      "If back, neck or wrist pain lasts more than a couple of weeks, see your GP or a physiotherapist and ask your employer for a workstation assessment. See your GP too if isolation has left you feeling low for weeks.",
    examples: [
      "How do I stay productive working from home?",
      "I've been fully remote for a year and I end up working until 9pm and barely leave the flat. How do I fix this?",
    ],
  },
  {
    id: "giving-a-presentation",
    title: "Giving a presentation",
    area: "work",
    summary: "How to prepare and deliver a clear presentation, even if you dread public speaking.",
    keys: [
      "presentation",
      "public speaking",
      "presenting",
      "giving a speech",
      "nervous about presenting",
      "slides",
      "talk at work",
      "pitch",
      "speaking in front of people",
      "fear of public speaking",
    ],
    matters:
      "A presentation is your chance to help people understand or act on something, and most audiences want you to do well. Clear structure and rehearsal matter far more than polish.",
    steps: [
      "Write the one message you want the audience to remember as a single sentence, and build everything around it.",
      "Plan three main points with an example or a number for each, and cut anything that does not support your message.",
      "Keep slides simple, with few words and large text, and never read them out word for word.",
      "Rehearse out loud at least three times with a timer, once in front of a friend or colleague.",
      "Arrive early to test the equipment, and keep a backup copy of your slides on a memory stick or in your email.",
    ],
    tradeoff:
      "Scripting every word protects against forgetting but tends to sound flat, while speaking from notes sounds natural but risks drifting. Script your opening and closing lines and use short notes for the middle.",
    getHelp:
      "If fear of speaking is so strong that you avoid it at real cost to your career, or it brings on panic, see your GP about talking therapy or join a public speaking course or club.",
    examples: [
      "How do I give a good presentation?",
      "I have to present our quarterly results to the whole department next Thursday and I hate public speaking. How do I prepare?",
    ],
  },
  {
    id: "negotiating-a-job-offer",
    title: "Negotiating a job offer",
    area: "work",
    summary: "How to ask for a better salary or terms before you accept a new job.",
    keys: [
      "job offer",
      "negotiate salary",
      "salary negotiation",
      "counter offer",
      "offer letter",
      "negotiate a job offer",
      "starting salary",
      "accept a job offer",
      "benefits package",
      "offer too low",
    ],
    matters:
      "The salary you start on shapes your future pay rises and pension, and many employers expect some negotiation. Asking respectfully is normal and is unlikely to cost you the offer.",
    steps: [
      "Thank them, ask for the offer in writing and ask for a day or two to consider it rather than accepting on the spot.",
      "Research the going rate using job adverts, salary surveys and people in the field, and decide your target figure and your walk-away figure.",
      "Make one clear counter-offer with a specific figure and a short reason based on your experience or market rates.",
      "Look beyond salary at holiday, flexible working, pension, training and start date, and negotiate those if pay is fixed.",
      "Get the final agreed terms in writing before you resign from your current job.",
    ],
    tradeoff:
      "Pushing for more can improve your pay for years, but pushing too hard or too often can sour the start of the relationship. Make one well-reasoned request and be ready to accept a fair answer.",
    getHelp:
      "If the contract contains terms you do not understand, such as restrictions on future work or unusual notice periods, ask HR to explain them or get advice from a union or employment lawyer before signing.",
    examples: [
      "Should I negotiate my job offer?",
      "I got an offer for a project manager role but the salary is lower than I expected. How do I ask for more without losing the offer?",
    ],
  },
];
