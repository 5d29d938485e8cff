/**
 * The type a shared link probably is, from its address alone (the share sheet gives nothing
 * else): video sites → video, course sites → course, anything else → article. The learner can
 * change it before saving.
 */
import type { ResourceType } from '../entities/resource.schema';

const VIDEO_HOSTS = ['youtube.com', 'youtu.be', 'vimeo.com', 'twitch.tv', 'dailymotion.com', 'loom.com', 'tiktok.com', 'wistia.com', 'nebula.tv'];
const COURSE_HOSTS = [
  'coursera.org',
  'udemy.com',
  'edx.org',
  'khanacademy.org',
  'udacity.com',
  'pluralsight.com',
  'skillshare.com',
  'frontendmasters.com',
  'egghead.io',
  'codecademy.com',
  'datacamp.com',
  'educative.io',
  'brilliant.org',
  'masterclass.com',
  'domestika.org',
  'teachable.com',
  'thinkific.com',
  'futurelearn.com',
  'boot.dev',
  'scrimba.com',
];
/** Course and video sections of sites that are mostly something else. */
const COURSE_PATHS: Array<[host: string, path: RegExp]> = [
  ['linkedin.com', /^\/learning\//],
  ['freecodecamp.org', /^\/learn\//],
  ['ocw.mit.edu', /^\/courses\//],
];
const VIDEO_PATHS: Array<[host: string, path: RegExp]> = [['ted.com', /^\/talks\//]];

const onHost = (host: string, site: string) => host === site || host.endsWith(`.${site}`);

export function guessResourceType(address: string): ResourceType {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'article';
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (VIDEO_HOSTS.some((site) => onHost(host, site))) return 'video';
  if (VIDEO_PATHS.some(([site, path]) => onHost(host, site) && path.test(url.pathname))) return 'video';
  if (COURSE_HOSTS.some((site) => onHost(host, site))) return 'course';
  if (COURSE_PATHS.some(([site, path]) => onHost(host, site) && path.test(url.pathname))) return 'course';
  return 'article';
}
