import type { EverydayGuide } from "./types";

export const MONEY_GUIDES: EverydayGuide[] = [
  {
    id: "saving-money-each-month",
    title: "Saving money each month",
    area: "money",
    summary: "How to put money aside every month, even when it never seems to be left over.",
    keys: [
      "save money",
      "saving",
      "how to save",
      "can't save",
      "savings",
      "save more",
      "saving tips",
      "spend less",
      "nothing left at the end of the month",
      "put money aside",
      "savings goal",
    ],
    matters:
      "Regular saving, even in small amounts, gives you a cushion and more choices later, whether for a goal or a rainy day. Most people find it far easier when saving happens automatically rather than from whatever is left over.",
    steps: [
      "Set up a standing order that moves a fixed amount into a separate savings account on the day after payday.",
      "Start with an amount you will not miss, even 5 percent of your take-home pay, and raise it whenever your pay goes up.",
      "Go through your last two months of bank statements and cancel any subscriptions or memberships you no longer use.",
      "Write down a specific goal with an amount and a date, such as a holiday or a deposit, so the saving has a purpose.",
      "Wait 48 hours before any non-essential purchase over an amount you choose, and buy it only if you still want it.",
    ],
    tradeoff:
      "Saving hard now builds security but can make life feel tight, while saving little keeps today comfortable but leaves you exposed. A fixed amount you barely notice is easier to keep up than an ambitious one you abandon after two months.",
    getHelp:
      "If you cannot save because essential bills take everything, or you are borrowing to get to the end of the month, contact a free debt advice or money guidance service.",
    examples: [
      "How can I save more money each month?",
      "I earn a decent salary but somehow there's never anything left by the end of the month. How do I start saving?",
    ],
  },
  {
    id: "making-a-budget",
    title: "Making a budget",
    area: "money",
    summary: "How to set up a simple monthly budget you will actually keep using.",
    keys: [
      "budget",
      "budgeting",
      "monthly budget",
      "where does my money go",
      "spending plan",
      "track spending",
      "budget spreadsheet",
      "money management",
      "overspending",
      "budget app",
      "household budget",
    ],
    matters:
      "A budget tells your money where to go instead of leaving you wondering where it went, and it helps you spot problems before they turn into debt. Anyone who shares bills with you benefits from the clarity too.",
    steps: [
      "List your monthly take-home income and every fixed bill, such as rent, energy, phone, transport and debt repayments, on one page or spreadsheet.",
      "Go through last month's bank statements and sort the rest of your spending into a few categories, such as food, fun and one-offs.",
      "Set a monthly limit for each category so that income minus spending leaves something over for savings.",
      "Add a small monthly amount for yearly costs, such as insurance renewals, birthdays and holidays, so they do not catch you out.",
      "Spend 15 minutes each week for the first month comparing what you spent with your plan, and adjust the limits.",
    ],
    tradeoff:
      "A detailed budget gives you control but is tiring to keep up, while a loose one is easy but lets overspending slip through. Start simple with a few categories and add detail only where you keep going over.",
    getHelp:
      "If your budget shows you spend more than you earn on essentials alone, contact a free debt advice or money guidance service promptly, before arrears build up.",
    examples: [
      "How do I make a budget?",
      "I've never had a budget and just check my balance and hope for the best. How do I set one up that I'll actually stick to?",
    ],
  },
  {
    id: "paying-off-debt",
    title: "Paying off debt",
    area: "money",
    summary: "How to make a plan to clear your debts and what to do if you are falling behind.",
    keys: [
      "debt",
      "paying off debt",
      "credit card debt",
      "loans",
      "in debt",
      "debt repayment",
      "owe money",
      "overdraft",
      "debt snowball",
      "debt avalanche",
      "can't pay my bills",
      "arrears",
    ],
    matters:
      "Debt costs you interest, stress and choices, and it can strain your relationships and sleep as much as your bank balance. A clear plan, with help early if you are already behind, makes it manageable.",
    steps: [
      "List every debt in one table with the amount owed, the interest rate and the minimum payment.",
      "Pay the minimum on everything, then put every spare pound towards one debt at a time, usually the one with the highest interest rate.",
      "Put rent or mortgage, council tax, energy and other essential bills before credit cards and loans, as missing them has more serious consequences.",
      "Contact any lender you cannot pay before you miss a payment and ask about a reduced payment plan.",
      "Stop adding to the debt by deleting saved card details from shopping sites and leaving credit cards at home.",
    ],
    tradeoff:
      "Paying off the highest-interest debt first saves the most money, while clearing the smallest debt first gives quick wins that keep you motivated. The better method is the one you will actually stick with.",
    getHelp:
      "Contact a free, independent debt advice service as soon as you are missing payments, borrowing to repay other debts, or receiving letters about court or bailiffs. Avoid fee-charging debt firms and unlicensed lenders, and call emergency services if anyone threatens you.",
    examples: [
      "What's the best way to pay off debt?",
      "I've got about 8,000 on three credit cards plus an overdraft and I'm only managing the minimum payments. How do I get out of this?",
    ],
  },
  {
    id: "building-an-emergency-fund",
    title: "Building an emergency fund",
    area: "money",
    summary: "How much to keep for emergencies, where to keep it and how to build it up.",
    keys: [
      "emergency fund",
      "rainy day fund",
      "savings buffer",
      "unexpected bills",
      "safety net",
      "how much should i have saved",
      "emergency savings",
      "financial cushion",
      "unexpected expenses",
      "car repair bill",
    ],
    matters:
      "An emergency fund stops a broken boiler, a car repair or a lost job from turning into debt, and it gives you and your family breathing room in a crisis. Even a small buffer makes a real difference.",
    steps: [
      "Set a first target of one month's essential costs, then work towards three to six months over time.",
      "Open an easy-access savings account separate from your current account, so the money is there quickly but not mixed with spending money.",
      "Set up an automatic transfer on payday, however small, and add any windfalls such as tax refunds or cash gifts.",
      "Write down what counts as an emergency, such as job loss, urgent repairs or health costs, so you are not tempted to dip in for treats.",
      "Make topping the fund back up your first priority after you have used it.",
    ],
    tradeoff:
      "While you have expensive debt, every pound saved could instead cut your interest, but with no buffer a single emergency can push you back into borrowing. A sensible order is a small starter fund first, then the debt, then growing the fund.",
    getHelp:
      "If you cannot build any buffer because essentials take all your income, talk to a free money guidance or debt advice service, who can check you are getting every benefit and discount you are entitled to.",
    examples: [
      "How much should I have in an emergency fund?",
      "My car needed a 700 repair last month and I had to put it on a credit card. How do I build some savings so this doesn't happen again?",
    ],
  },
  {
    id: "a-big-purchase-such-as-a-car",
    title: "A big purchase such as a car",
    area: "money",
    summary: "How to weigh buying new, buying used or leasing before a big purchase like a car.",
    keys: [
      "buying a car",
      "lease or buy",
      "new or used car",
      "car finance",
      "big purchase",
      "leasing a car",
      "second hand car",
      "car loan",
      "should i buy a car",
      "expensive purchase",
      "monthly payments",
    ],
    matters:
      "A car or other big purchase ties up money for years through loans, running costs and lost value, so it shapes what else you and your household can afford. Getting the total cost clear matters more than the monthly payment.",
    steps: [
      "Work out the total cost over the years you will own it, including insurance, fuel, tax, servicing and finance interest, not just the price or monthly payment.",
      "Set a maximum budget in writing before you visit a dealer or browse listings.",
      "Compare buying new, buying used and leasing side by side on total cost and on what you own at the end.",
      "Have any used car inspected by an independent mechanic and check its history before you pay.",
      "Take any finance offer home overnight and read the terms for mileage limits, early exit fees and any large final payment.",
    ],
    tradeoff:
      "A new car or a lease brings reliability and a warranty but loses value fastest or leaves you owning nothing, while a used car bought outright costs less over time but may need repairs. If you keep cars for many years, buying used is usually cheaper, while leasing suits people who want predictable costs and change cars often.",
    getHelp:
      "Before signing a finance agreement you do not fully understand, ask a free money guidance service to go through it with you, and walk away from any seller who pressures you to sign on the spot.",
    examples: [
      "Should I lease or buy a car?",
      "My old car is dying and I can't decide between a new car on finance or a used one I can pay for in cash. How do I weigh it up?",
    ],
  },
  {
    id: "talking-about-money-with-a-partner",
    title: "Talking about money with a partner",
    area: "money",
    summary: "How to have calm, useful money conversations as a couple and agree how to share costs.",
    keys: [
      "money and relationships",
      "partner spends too much",
      "joint account",
      "money arguments",
      "finances as a couple",
      "combine finances",
      "talk about money",
      "couple budget",
      "split bills",
      "spending habits partner",
    ],
    matters:
      "Money is one of the most common sources of tension between couples, often because each person grew up with different habits and fears about it. Open conversations protect both your finances and your trust in each other.",
    steps: [
      "Suggest a relaxed time to talk about money, not during an argument or just after a big bill arrives.",
      "Each write down your income, debts, savings and biggest money worries, and share them honestly.",
      "Agree a few shared goals, such as an emergency fund, a holiday or clearing a card, with amounts and dates.",
      "Decide how you will handle shared costs, such as a joint account for bills plus personal money each of you can spend freely.",
      "Set a short monthly money check-in to look at the budget together.",
    ],
    tradeoff:
      "Fully combining money builds teamwork but can feel like losing independence, while keeping everything separate preserves freedom but can feel unfair when incomes differ. Many couples pool money for shared costs in proportion to income and keep some personal money each.",
    getHelp:
      "If money is controlled, withheld or used to restrict you, that is financial abuse, so contact a domestic abuse helpline, and call emergency services if you are in danger. For arguments that keep repeating, try a couples counsellor or a free money guidance service.",
    examples: [
      "How do I talk to my partner about money?",
      "My boyfriend and I have lived together for a year and he spends far more freely than I do, which keeps causing rows. How should we handle money between us?",
    ],
  },
  {
    id: "renting-or-buying-a-home",
    title: "Renting or buying a home",
    area: "money",
    summary: "How to weigh renting against buying for your money, plans and peace of mind.",
    keys: [
      "rent or buy",
      "buying a house",
      "first home",
      "mortgage",
      "should i buy a house",
      "renting vs buying",
      "house deposit",
      "first time buyer",
      "property ladder",
      "buy a flat",
      "keep renting",
    ],
    matters:
      "Choosing whether to rent or buy shapes your finances, flexibility and sense of security for years, and it affects everyone who lives with you. There is no answer that is right for everyone, only the one that fits your plans and your money.",
    steps: [
      "Compare the full monthly cost of owning, including mortgage, insurance, repairs and any service charges, with what you pay in rent now.",
      "Estimate how long you expect to stay in the area, since the costs of buying and selling mean short stays often favour renting.",
      "Check what deposit you would need and how long it would take to save it at your current rate.",
      "Use an online mortgage calculator to see what you might borrow, then check the payments would still be affordable if interest rates rose.",
      "Plan to keep an emergency fund on top of the deposit to cover repairs and changes in income.",
    ],
    tradeoff:
      "Buying can build equity and stability but ties you to one place and to repair bills, while renting keeps you flexible and frees up cash but gives you less control and security. Weigh how settled your work and life are likely to be over the next five years.",
    getHelp:
      "Speak to an independent mortgage adviser before applying, and use a solicitor or licensed conveyancer for any purchase. If you are struggling to pay rent or facing eviction, contact a housing advice service straight away.",
    examples: [
      "Is it better to rent or buy?",
      "I'm 31, paying 1,100 a month in rent and have about 15,000 saved. Should I keep renting or try to buy a flat?",
    ],
  },
  {
    id: "avoiding-scams",
    title: "Avoiding scams",
    area: "money",
    summary: "How to spot a scam call, text or email and what to do if you have been caught.",
    keys: [
      "scam",
      "fraud",
      "phishing",
      "scam call",
      "scam text",
      "is this a scam",
      "investment scam",
      "romance scam",
      "bank fraud",
      "suspicious email",
      "been scammed",
      "safe account",
    ],
    matters:
      "Scammers target everyone, not just the careless, and losing money to fraud can be devastating both financially and emotionally. Older relatives and people under stress are often targeted, so sharing what you know protects them too.",
    steps: [
      "Hang up or stop replying whenever someone contacts you unexpectedly asking for money, passwords or codes, then call the organisation on a number you find yourself.",
      "Never move money to a so-called safe account or share a one-time passcode, as genuine banks and police will never ask you to.",
      "Treat pressure to act now, requests for secrecy and unusual payment methods such as gift cards or cryptocurrency as warning signs.",
      "Turn on two-step verification for your email and bank, and use a different password for each.",
      "If you think you have been scammed, call your bank straight away on the number on your card and report it to the police or national fraud reporting service.",
    ],
    tradeoff:
      "Being suspicious of every call can feel rude, but a genuine organisation will always understand if you hang up and call back. When in doubt, pause and check, because a short delay costs far less than a lost payment.",
    getHelp:
      "If you have lost money, contact your bank immediately, report it to the police or fraud reporting service, and be wary of follow-up recovery scams offering to get your money back for a fee. If someone is threatening you, call emergency services.",
    examples: [
      "How can I tell if a text is a scam?",
      "Someone called saying they were from my bank and my account was at risk, and they asked me to move my money to a safe account. Is this real?",
    ],
  },
  {
    id: "money-on-an-irregular-income",
    title: "Money on an irregular income",
    area: "money",
    summary: "How to budget and pay the bills when your income changes from month to month.",
    keys: [
      "irregular income",
      "freelance income",
      "self-employed",
      "variable income",
      "gig work",
      "freelancer budget",
      "commission only",
      "inconsistent pay",
      "zero hours",
      "seasonal work",
      "uneven income", "income changes every month", "pay varies",
    ],
    matters:
      "When your income goes up and down, good months can hide lean ones, and bills do not wait for a busy season. A steady system protects you and anyone who relies on your earnings.",
    steps: [
      "Work out your baseline monthly costs and pay yourself that fixed amount from a separate holding account each month.",
      "Pay all income into the holding account first, and build a buffer there of one to three months of baseline costs.",
      "Move a fixed percentage of every payment into a separate tax account on the day it arrives if you are self-employed.",
      "Base your budget on your lowest typical month over the past year rather than your average.",
      "Put any surplus from good months towards the buffer first, then towards savings or debt.",
    ],
    tradeoff:
      "Spending more in good months feels deserved, but it leaves you exposed when work dries up. Pay yourself a modest steady wage and treat anything extra as the buffer's money until it is full.",
    getHelp:
      "Talk to an accountant or your tax authority's helpline if you are unsure how much tax to set aside, and contact a free debt advice service if you fall behind on bills.",
    examples: [
      "How do I budget with irregular income?",
      "I'm a freelance designer and some months I earn 4,000 and others almost nothing. How do I make sure I can always pay rent?",
    ],
  },
  {
    id: "teaching-kids-about-money",
    title: "Teaching kids about money",
    area: "money",
    summary: "Everyday ways to help children learn to spend, save and think about money.",
    keys: [
      "pocket money",
      "allowance",
      "kids and money",
      "teach children about money",
      "financial literacy",
      "children saving",
      "teenager money",
      "money lessons",
      "piggy bank",
      "child's first bank account",
    ],
    matters:
      "Children form habits and attitudes about money early, often by watching the adults around them, and those habits follow them into adult life. Small, regular lessons now can spare them debt and anxiety later.",
    steps: [
      "Give regular pocket money on a fixed day and let your child make their own choices with it, including small mistakes.",
      "Use three jars for spending, saving and giving, and help your child stick a picture of their savings goal on the saving jar.",
      "Talk through everyday decisions aloud, such as comparing prices in the supermarket or choosing to wait for a sale.",
      "Open a children's savings account when they are ready and look at the statements together.",
      "Explain to teenagers how bank cards, borrowing and interest work before they get their first card or phone contract.",
    ],
    tradeoff:
      "Bailing a child out when they have spent everything feels kind but removes the lesson, while refusing all help can feel harsh. Let small mistakes stand and talk them through calmly afterwards.",
    getHelp:
      "If your child is spending large amounts without permission, such as in games or apps, set up spending controls with your bank or app store, and talk to their school or your GP if the spending seems compulsive.",
    examples: [
      "How do I teach my kids about money?",
      "My 9-year-old spends her pocket money the moment she gets it and then asks for more. How do I teach her to save?",
    ],
  },
];
