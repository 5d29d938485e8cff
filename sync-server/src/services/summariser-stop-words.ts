/**
 * Words that are never a theme. Our own list: the packaged ones are either too short (stopword's
 * English lacks "once") or drop the nouns a journal is about (stopwords-iso's has "index", "state", "test").
 */

/** English function words (NLTK's list, contractions aside) and the commonest filler verbs and adverbs. */
const ENGLISH = `a about above after again against all also am an and any are as at be because been before being below
  between both but by can cannot could did do does doing down during each even every few for from further had has have having
  he her here hers herself him himself his how however i if in into is it its itself just least less let like made make makes
  many me more most much must my myself no nor not now of off often on once only or other ought our ours ourselves out over own
  quite rather really same she should so some something such than that the their theirs them themselves then there these they
  thing things this those through thus to too under until up upon us very was we well were what when where which while who whom
  why will with would yet you your yours yourself yourselves already always almost around away back got get gets getting give
  go goes going gone good great know knew known lot lots maybe need needs new next nothing one ones put say says said see seen
  seem seems still sure take takes think thought try tried two use used uses using want wants way ways went whole without`.split(/\s+/);

/** Words every journal has, whatever it is about: where, when and how something was learned. */
const JOURNAL = `learn learns learned learnt learning study studied studying read reading chapter chapters page pages book
  books video videos lesson lessons lecture module section part tutorial article course week weeks month today yesterday
  tomorrow morning evening session first finally start started notes note idea ideas stuff topic topics time times day days`.split(/\s+/);

export const STOP_WORDS: ReadonlySet<string> = new Set([...ENGLISH, ...JOURNAL]);
