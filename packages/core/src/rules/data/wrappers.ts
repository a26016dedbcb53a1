import type { WrapperData } from '../wrappers.js'

export const OWN_WORK = 'written for linkcanon (MIT) from the public behaviour of the service'

/**
 * The built-in wrappers. Each entry is a fact anyone can observe by clicking such a link;
 * none is taken from another project's list (ClearURLs' data is LGPL: users may import it at
 * run time with `importRules`, it is never bundled).
 */
export const builtinWrapperData: readonly WrapperData[] = [
  {
    name: 'Google search result link',
    hosts: ['google.*'],
    paths: ['/url'],
    params: ['q', 'url'],
    source: `google.com/url?q= (result links of Google Search); ${OWN_WORK}`
  },
  {
    name: 'Facebook link shim',
    hosts: ['l.facebook.com', 'lm.facebook.com'],
    paths: ['/l.php'],
    params: ['u'],
    source: `l.facebook.com/l.php?u= (Facebook's outbound link shim); ${OWN_WORK}`
  },
  {
    name: 'Instagram link shim',
    hosts: ['l.instagram.com'],
    paths: ['/', ''],
    params: ['u'],
    source: `l.instagram.com/?u= (Instagram's outbound link shim); ${OWN_WORK}`
  },
  {
    name: 'Reddit outbound link',
    hosts: ['out.reddit.com'],
    paths: ['/*'],
    params: ['url'],
    source: `out.reddit.com/t3_…?url= (Reddit's outbound links); ${OWN_WORK}`
  },
  {
    name: 'YouTube redirect',
    hosts: ['youtube.com'],
    paths: ['/redirect'],
    params: ['q'],
    source: `youtube.com/redirect?q= (links in YouTube descriptions); ${OWN_WORK}`
  },
  {
    name: 'LinkedIn redirect',
    hosts: ['linkedin.com'],
    paths: ['/redir/redirect'],
    params: ['url'],
    source: `linkedin.com/redir/redirect?url= (LinkedIn's outbound links); ${OWN_WORK}`
  },
  {
    name: 'Slack redirect',
    hosts: ['slack-redir.net'],
    paths: ['/link'],
    params: ['url'],
    source: `slack-redir.net/link?url= (Slack's outbound links); ${OWN_WORK}`
  },
  {
    name: 'Steam link filter',
    hosts: ['steamcommunity.com'],
    paths: ['/linkfilter', '/linkfilter/'],
    params: ['url', 'u'],
    source: `steamcommunity.com/linkfilter/?url= (Steam's link filter page); ${OWN_WORK}`
  }
]
