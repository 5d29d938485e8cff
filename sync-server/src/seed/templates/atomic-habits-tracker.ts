import { defineTemplates, md } from './define';

export const atomicHabitsTemplates = defineTemplates('atomic-habits-tracker', [
  {
    title: 'Habit Scorecard',
    description: 'List your daily routines and mark each as helping, hurting or neutral for your learning.',
    tags: ['habits', 'awareness', 'atomic-habits'],
    template: md`
      ## My day, habit by habit
      | Time | Habit | + / - / = |
      |---|---|---|
      |  |  |  |
      |  |  |  |
      |  |  |  |

      ## The habit that helps most
      _How can you protect it?_

      ## The habit that hurts most
      _What triggers it?_

      ## One swap
      _Which negative habit could be replaced by a learning habit at the same moment?_
    `,
  },
  {
    title: 'Implementation Intention',
    description: 'Turn a vague plan into "I will [behaviour] at [time] in [place]", which doubles follow-through.',
    tags: ['habits', 'planning', 'intentions'],
    template: md`
      ## The habit
      _What learning habit do you want to build?_

      ## My implementation intention
      I will **[behaviour]** at **[time]** in **[place]**.

      ## Obstacles
      _What is most likely to stop you?_

      ## If-then plan
      If **[obstacle]** happens, then I will **[response]**.

      ## Check after one week
      _How many days did it happen? What needs adjusting?_
    `,
  },
  {
    title: 'Habit Stacking Plan',
    description: 'Attach a new learning habit to one you already do every day.',
    tags: ['habit-stacking', 'habits', 'routines'],
    template: md`
      ## Habits I already do every day
      _Coffee, commute, lunch, brushing teeth..._

      ## The new habit
      _Keep it small: read one page, review five flashcards, write one sentence._

      ## My stack
      After I **[current habit]**, I will **[new habit]**.

      ## Why this anchor
      _Does the anchor happen at the same time and place every day?_

      ## Results this week
      _Days done, and what made it easy or hard._
    `,
  },
  {
    title: 'The Four Laws Habit Design',
    description: 'Design a learning habit that is obvious, attractive, easy and satisfying.',
    tags: ['atomic-habits', 'habit-design', 'behaviour'],
    template: md`
      ## The habit
      _What do you want to do regularly?_

      ## Make it obvious
      _What cue will you put in your environment? (Book on the pillow, app on the home screen.)_

      ## Make it attractive
      _What will you pair it with that you enjoy?_

      ## Make it easy
      _How can you remove friction? What can be prepared the night before?_

      ## Make it satisfying
      _How will you reward yourself or see your progress right away?_
    `,
  },
  {
    title: 'Two-Minute Rule Starter',
    description: 'Shrink a habit until it takes two minutes, so starting is never the hard part.',
    tags: ['two-minute-rule', 'habits', 'getting-started'],
    template: md`
      ## The big habit
      _For example: study Spanish for an hour a day._

      ## The two-minute version
      _For example: open the app and do one exercise._

      ## Showing up log
      | Day | Did the two minutes? | Kept going? |
      |---|---|---|
      | Mon |  |  |
      | Tue |  |  |
      | Wed |  |  |
      | Thu |  |  |
      | Fri |  |  |
      | Sat |  |  |
      | Sun |  |  |

      ## What I noticed
      _Did starting small lead to longer sessions?_
    `,
  },
  {
    title: 'Weekly Habit Streak Log',
    description: 'Track up to three learning habits across the week and see your streaks at a glance.',
    tags: ['streaks', 'tracking', 'habits'],
    template: md`
      ## Habits tracked
      | Habit | Mon | Tue | Wed | Thu | Fri | Sat | Sun |
      |---|---|---|---|---|---|---|---|
      |  |  |  |  |  |  |  |  |
      |  |  |  |  |  |  |  |  |
      |  |  |  |  |  |  |  |  |

      ## Best streak this week
      _Which habit, and what helped?_

      ## Missed days
      _What happened on those days? Is there a pattern?_

      ## Next week
      _One change to protect the streak._
    `,
  },
  {
    title: 'Breaking a Bad Habit',
    description: 'Invert the four laws: make the habit that steals your learning time invisible, unattractive, hard and unsatisfying.',
    tags: ['bad-habits', 'distraction', 'atomic-habits'],
    template: md`
      ## The habit to break
      _What do you do instead of learning? (Scrolling, endless planning, videos...)_

      ## Make it invisible
      _Remove the cue: what will you hide, log out of or move?_

      ## Make it unattractive
      _What does this habit really cost you? Write it plainly._

      ## Make it difficult
      _What friction can you add? Blockers, time limits, another room._

      ## Make it unsatisfying
      _An accountability partner, a visible tally, a small cost._
    `,
  },
  {
    title: 'Identity-Based Habit Reflection',
    description: 'Every action is a vote for the person you want to become: reflect on who you are becoming.',
    tags: ['identity', 'habits', 'motivation'],
    template: md`
      ## Who I want to become
      _For example: "I am someone who learns something every day."_

      ## Votes cast this week
      _Actions that prove this identity, however small._

      ## Votes against
      _Actions that contradicted it. No guilt, just notice._

      ## A small win that proves it
      _One moment you acted like that person without having to push yourself._

      ## Next vote
      _The smallest action tomorrow that casts a vote for this identity._
    `,
  },
  {
    title: 'Never Miss Twice Recovery',
    description: 'Missed a day? Get back on track before one miss becomes a new habit.',
    tags: ['recovery', 'consistency', 'streaks'],
    template: md`
      ## What I missed
      _Which habit, and when._

      ## Why
      _Travel, illness, a busy day, low energy? One sentence, no drama._

      ## Today's minimum
      _The smallest version of the habit you can do today, no matter what._

      ## Protecting tomorrow
      _What will you set up tonight so tomorrow is easy?_

      ## Reminder
      _Missing once is an accident. Missing twice is the start of a new habit._
    `,
  },
]);
