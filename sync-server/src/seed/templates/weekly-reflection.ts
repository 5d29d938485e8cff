import { defineTemplates, md } from './define';

export const weeklyReflectionTemplates = defineTemplates('weekly-reflection', [
  {
    title: 'Weekly Learning Review',
    description: 'Look back at the week: wins, lessons, struggles and the one focus for next week.',
    tags: ['weekly', 'review', 'planning'],
    template: md`
      ## This week's wins
      _What did you learn, finish or understand better than a week ago? Small wins count._

      ## The most important lesson
      _If you could keep only one thing from this week, what would it be?_

      ## Where I struggled
      _What was hard, and was it hard in a useful way (stretching) or a wasteful way (confusion, distraction)?_

      ## What I avoided
      _Anything you kept postponing? Why?_

      ## Next week's one focus
      _One learning priority, and the first session you will put in your calendar for it._
    `,
  },
  {
    title: 'Start, Stop, Continue',
    description: 'A simple retrospective on how you learn: what to begin, what to drop, what is working.',
    tags: ['weekly', 'retrospective', 'habits'],
    template: md`
      ## Start
      _What will you begin doing next week that would help you learn faster or deeper?_

      ## Stop
      _What costs time or energy without helping you learn? (Passive re-reading, tab hoarding, late nights...)_

      ## Continue
      _What is working? Name it so you keep doing it on purpose._

      ## The smallest change
      _Of everything above, which change is easiest to make on Monday?_
    `,
  },
  {
    title: 'Weekly Spaced Repetition Review',
    description: 'List the week\'s key ideas, test your recall of each, and schedule the next review.',
    tags: ['spaced-repetition', 'memory', 'review'],
    template: md`
      ## Ideas from this week
      _List 3 to 7 things you want to remember long term._

      ## Recall test
      | Idea | Recalled without notes? (easy / hard / forgot) | Next review |
      |---|---|---|
      |  |  |  |
      |  |  |  |
      |  |  |  |

      ## What I forgot
      _For each forgotten idea: re-learn it now, then write it here in one sentence._

      ## Review rule
      _Easy: review in 2 weeks. Hard: in 3 days. Forgot: tomorrow._
    `,
  },
  {
    title: 'Energy and Focus Audit',
    description: 'Find out when and where you learn best this week, and plan around it.',
    tags: ['focus', 'energy', 'productivity'],
    template: md`
      ## My best learning session this week
      _When was it, where, how long, and what were you doing?_

      ## My worst session
      _What got in the way: tiredness, interruptions, phone, unclear goal?_

      ## Patterns
      _Time of day, place, length of session, what you ate or did before. What do the good sessions share?_

      ## Protecting the good conditions
      _What will you change next week to get more sessions like the best one?_
    `,
  },
  {
    title: 'What Surprised Me This Week',
    description: 'Surprises show where your mental model was wrong: capture them before they fade.',
    tags: ['weekly', 'curiosity', 'mental-models'],
    template: md`
      ## The surprise
      _What happened or what did you read that you did not expect?_

      ## What I had assumed
      _What belief or prediction did it contradict?_

      ## Why I assumed it
      _Where did the old belief come from?_

      ## The updated model
      _How do you understand it now? What would you predict next time?_

      ## Where else this applies
      _Which other areas might your old assumption also be wrong in?_
    `,
  },
  {
    title: 'Weekly Goal Check-in',
    description: 'Check every active learning goal: progress, blockers and the adjustment for next week.',
    tags: ['goals', 'weekly', 'progress'],
    template: md`
      ## Goals in progress
      | Goal | Progress this week | On track? |
      |---|---|---|
      |  |  |  |
      |  |  |  |

      ## Blockers
      _What slowed you down? Is it time, a missing resource, a concept you do not get, or motivation?_

      ## Adjustments
      _Change the plan, not the goal (unless the goal no longer matters). What changes?_

      ## Next week's milestones
      _One concrete milestone per goal._
    `,
  },
  {
    title: 'Connections Across the Week',
    description: 'Link what you learned on different days into one bigger picture.',
    tags: ['connections', 'synthesis', 'weekly'],
    template: md`
      ## Ideas from different days
      _List the main idea of each learning session this week._

      ## Threads between them
      _Which ideas support, explain or contradict each other?_

      ## The bigger picture
      _Write a paragraph that ties at least two of them together._

      ## A question that only appears when they are combined
      _What do you now wonder that you could not have asked from one idea alone?_
    `,
  },
  {
    title: 'Weekly Teaching Note',
    description: 'Teach the week\'s most important idea to an imagined friend: teaching exposes the gaps.',
    tags: ['teaching', 'explanation', 'weekly'],
    template: md`
      ## The idea I will teach
      _The most useful thing you learned this week._

      ## Who I am teaching
      _Pick a real person. What do they already know?_

      ## The lesson
      _Explain it in under 200 words, with one example they would relate to._

      ## Questions they would ask
      _Write two questions they might ask, and answer them._

      ## What teaching showed me
      _Where was your explanation weaker than you thought?_
    `,
  },
]);
