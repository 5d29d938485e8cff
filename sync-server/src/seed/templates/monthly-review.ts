import { defineTemplates, md } from './define';

export const monthlyReviewTemplates = defineTemplates('monthly-review', [
  {
    title: 'Monthly Learning Retrospective',
    description: 'Step back from the month: what changed in what you know and can do, and what comes next.',
    tags: ['monthly', 'retrospective', 'planning'],
    template: md`
      ## One month ago I could not...
      _What can you do or explain now that you could not at the start of the month?_

      ## Highlights
      _The three most valuable things you learned this month._

      ## What did not go to plan
      _Goals missed, resources abandoned, weeks skipped. What got in the way?_

      ## What I learned about how I learn
      _Methods, times, places or people that made the difference._

      ## Next month
      _The one theme for next month, and why it matters to you now._
    `,
  },
  {
    title: 'Skill Progress Scorecard',
    description: 'Rate the skills you are building against last month, with evidence rather than feelings.',
    tags: ['skills', 'progress', 'monthly'],
    template: md`
      ## Scorecard
      | Skill | Last month (1-5) | Now (1-5) | Evidence |
      |---|---|---|---|
      |  |  |  |  |
      |  |  |  |  |
      |  |  |  |  |

      ## Biggest jump
      _Which skill improved most, and what caused it?_

      ## Stalled skill
      _Which one did not move? Is it still a priority?_

      ## Evidence to collect next month
      _How will you show yourself the progress: a project, a test, feedback from someone?_
    `,
  },
  {
    title: 'Learning Portfolio Update',
    description: 'Record what you produced this month: notes, projects, write-ups. Output is proof of learning.',
    tags: ['portfolio', 'projects', 'monthly'],
    template: md`
      ## What I made
      _Projects, exercises, articles, notes, talks, code. Add links._

      ## The piece I am proudest of
      _What is it, and what did making it teach you?_

      ## What I would redo
      _If you made it again today, what would you change?_

      ## Share it
      _Who could benefit from seeing this? Will you make an entry public?_
    `,
  },
  {
    title: 'Resource Audit',
    description: 'Review the books, courses and videos on your list: finish, drop or recommend.',
    tags: ['resources', 'audit', 'monthly'],
    template: md`
      ## Finished this month
      _For each: one sentence on what it gave you, and a rating out of 5._

      ## In progress
      _Are you still getting value from each? Be honest about the sunk cost._

      ## Dropping
      _Which ones will you stop, and why? Dropping a resource is a decision, not a failure._

      ## Worth recommending
      _The one resource you would give a friend, and to whom._

      ## Next up
      _What gets the freed-up time?_
    `,
  },
  {
    title: 'Monthly Goal Reset',
    description: 'Set next month\'s learning objective with measurable key results.',
    tags: ['goals', 'okr', 'planning'],
    template: md`
      ## Objective
      _What do you want to be true at the end of next month? Make it inspiring and specific._

      ## Key results
      1. _Measurable result:_
      2. _Measurable result:_
      3. _Measurable result:_

      ## Why this, why now
      _What makes this worth your limited time this month?_

      ## Weekly rhythm
      _When in each week will you work on it? How many hours?_

      ## What I will say no to
      _What will you deliberately not pursue this month?_
    `,
  },
  {
    title: 'Knowledge Gaps Inventory',
    description: 'List what you know you do not know, rank the gaps, and pick the one to close next.',
    tags: ['knowledge-gaps', 'planning', 'monthly'],
    template: md`
      ## Gaps I noticed this month
      _Moments when you could not explain, solve or follow something._

      ## Ranking
      | Gap | How often it blocks me | Effort to close | Priority |
      |---|---|---|---|
      |  |  |  |  |
      |  |  |  |  |

      ## The gap to close next
      _Pick one. What is the first resource or exercise?_

      ## How I will know it is closed
      _A test you could pass, a task you could do unaided._
    `,
  },
  {
    title: 'Habits and Systems Review',
    description: 'Review the routines behind your learning: which ones held, which broke, and why.',
    tags: ['habits', 'systems', 'monthly'],
    template: md`
      ## My learning routines this month
      _List each routine and how many days you kept it._

      ## The routine that held
      _Why did it survive busy days? What made it easy?_

      ## The routine that broke
      _When did it first break, and what was happening then?_

      ## System fix
      _Change the environment or the trigger rather than relying on willpower. What will you change?_
    `,
  },
  {
    title: 'Letter to Next Month\'s Self',
    description: 'Write a short letter to yourself a month from now: hopes, warnings and encouragement.',
    tags: ['monthly', 'motivation', 'reflection'],
    template: md`
      ## Dear me, one month from now
      _What do you hope you will have learned by the time you read this?_

      ## A warning
      _Which old pattern might trip you up again? What should you watch for?_

      ## A reminder of why
      _Why did you start learning this in the first place?_

      ## Encouragement
      _What would you want to hear if the month went badly?_
    `,
  },
]);
