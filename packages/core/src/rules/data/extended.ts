import { defaultRules } from './default.js'
import { recommendedRules } from './recommended.js'
import type { RuleSet } from '../types.js'
import { exact, onHosts } from './patterns.js'

const amazonHosts = [
  'amazon.com',
  'amazon.ca',
  'amazon.com.mx',
  'amazon.com.br',
  'amazon.co.uk',
  'amazon.de',
  'amazon.fr',
  'amazon.it',
  'amazon.es',
  'amazon.nl',
  'amazon.se',
  'amazon.pl',
  'amazon.com.be',
  'amazon.com.tr',
  'amazon.ae',
  'amazon.sa',
  'amazon.in',
  'amazon.co.jp',
  'amazon.sg',
  'amazon.com.au'
]

/**
 * The opt-in `extended` set: the `recommended` set plus more click identifiers, mail and analytics
 * keys that browsers' and blockers' public documentation name, and host-scoped marketplace, network
 * and search keys.
 * Written for linkcanon from the parameter names alone; no other project's rule file is used.
 */
export const extendedRules: RuleSet = {
  name: 'extended',
  remove: [
    ...defaultRules.remove,
    ...recommendedRules.remove,
    ...exact('ad click identifier', ['ef_id', 'zanpid', 'obOrigUrl', 'cjevent']),
    ...exact('mail and marketing automation', [
      'hsCtaTracking',
      'vero_conv',
      '_bta_tid',
      '_bta_c',
      '_kx',
      'dm_i',
      '__s',
      'trk_contact',
      'trk_msg',
      'trk_module',
      'trk_sid',
      'sc_cid'
    ]),
    ...exact('affiliate networks', [
      'irgwc',
      'ranMID',
      'ranEAID',
      'ranSiteID',
      'hmb_campaign',
      'hmb_medium',
      'hmb_source'
    ]),
    ...exact('consent and referrer relays', ['guccounter', 'guce_referrer', 'guce_referrer_sig']),
    ...exact('analytics', [
      '_openstat',
      'fb_action_ids',
      'fb_action_types',
      'fb_ref',
      'fb_source',
      '_branch_match_id',
      '_branch_referrer'
    ]),
    { key: 'wt.', match: 'prefix', caseSensitive: false, note: 'WebTrends parameters' },
    { key: 'mtm_', match: 'prefix', note: 'Matomo campaign parameters' },
    // Matomo's keys by name: a `pk_` prefix would also take Django's `pk__in` and `pk__gt` filters.
    ...exact('Matomo/Piwik campaign parameters', [
      'pk_campaign',
      'pk_cpn',
      'pk_kwd',
      'pk_keyword',
      'pk_source',
      'pk_medium',
      'pk_content',
      'pk_cid',
      'pk_vid'
    ]),
    { key: 'piwik_', match: 'prefix', note: 'Piwik campaign parameters' },
    { key: 'hsa_', match: 'prefix', note: 'HubSpot ads parameters' },
    ...onHosts(
      'LinkedIn tracking',
      ['linkedin.com'],
      ['trk', 'trkInfo', 'lipi', 'midToken', 'midSig', 'trackingId', 'refId', 'eid']
    ),
    ...onHosts(
      'Facebook tracking',
      ['facebook.com'],
      ['__tn__', 'eid', 'rdid', 'share_url', 'referral_code', 'referral_story_type', 'tracking']
    ),
    { key: '__cft__', match: 'prefix', hosts: ['facebook.com'], note: 'Facebook tracking' },
    ...onHosts(
      'TikTok share tracking',
      ['tiktok.com'],
      ['web_id', 'share_app_id', 'share_item_id', 'share_link_id', 'social_sharing', 'sec_user_id']
    ),
    // Not `smid`: it picks the seller whose offer the page shows.
    ...onHosts('Amazon tracking', amazonHosts, [
      'tag',
      'linkCode',
      'linkId',
      'ascsubtag',
      'camp',
      'creative',
      'creativeASIN',
      'crid',
      'sprefix',
      'qid',
      'sr',
      'dib',
      'dib_tag',
      '_encoding',
      'content-id',
      'spLa',
      'ref_',
      'dchild',
      'coliid',
      'colid',
      'plink'
    ]),
    { key: 'pd_rd_', match: 'prefix', hosts: amazonHosts, note: 'Amazon recommendation tracking' },
    { key: 'pf_rd_', match: 'prefix', hosts: amazonHosts, note: 'Amazon placement tracking' },
    ...onHosts(
      'eBay tracking',
      ['ebay.com', 'ebay.co.uk', 'ebay.de', 'ebay.fr', 'ebay.it', 'ebay.es', 'ebay.com.au', 'ebay.ca'],
      [
        '_trkparms',
        '_trksid',
        'amdata',
        'mkcid',
        'mkevt',
        'mkrid',
        'campid',
        'toolid',
        'customid',
        'hash',
        'ssspo',
        'sssrc',
        'ssuid',
        'widget_ver',
        'media',
        'ufes_redir',
        'pub',
        'ff3'
      ]
    ),
    ...onHosts(
      'AliExpress tracking',
      ['aliexpress.com', 'aliexpress.us', 'aliexpress.ru'],
      [
        'spm',
        'scm',
        'pvid',
        'algo_pvid',
        'algo_expid',
        'aff_fcid',
        'aff_fsk',
        'aff_platform',
        'aff_trace_key',
        'sk',
        'terminal_id',
        'gatewayAdapt',
        '_evo_buckets',
        'utparam',
        'pdp_ext_f',
        'algo_exp_id',
        'sourceType'
      ]
    ),
    ...onHosts(
      'Etsy tracking',
      ['etsy.com'],
      [
        'click_key',
        'click_sum',
        'ga_order',
        'ga_search_type',
        'ga_view_type',
        'ga_search_query',
        'organic_search_click',
        'sts',
        'frs',
        'pro'
      ]
    ),
    ...onHosts(
      'Google search tracking',
      ['google.*'],
      [
        'ved',
        'ei',
        'sa',
        'usg',
        'gs_lcp',
        'gs_lp',
        'sclient',
        'oq',
        'aqs',
        'sourceid',
        'uact',
        'sxsrf',
        'iflsig',
        'bih',
        'biw',
        'dpr',
        'rlz'
      ]
    ),
    ...onHosts('Bing search tracking', ['bing.com'], ['cvid', 'form', 'FORM', 'qs', 'pq', 'sk', 'sc', 'ghc', 'lq']),
    // Only on search pages: on Bing Maps (`/maps`) `sp` holds the route's points.
    { key: 'sp', hosts: ['bing.com'], paths: ['/search'], note: 'Bing search suggestion position' },
    ...onHosts('Amazon tracking', ['audible.com', 'imdb.com'], ['plink', 'ref_']),
    { key: 'pf_rd_', match: 'prefix', hosts: ['audible.com', 'imdb.com'], note: 'Amazon placement tracking' },
    ...onHosts('MSN tracking', ['msn.com'], ['ocid', 'cvid', 'pc']),
    ...onHosts('Steam tracking', ['steampowered.com'], ['snr']),
    ...onHosts('AMP cache viewer parameters', ['cdn.ampproject.org'], ['amp_js_v', 'amp_gsa', 'usqp']),
    ...onHosts('Apple affiliate and campaign tokens', ['apple.com'], ['at', 'ct']),
    ...onHosts('Play Store install referrer', ['play.google.com'], ['referrer']),
    ...onHosts('DuckDuckGo install cohort', ['duckduckgo.com'], ['atb']),
    ...onHosts(
      'Bandcamp search tracking',
      ['bandcamp.com'],
      [
        'from',
        'search_item_id',
        'search_item_type',
        'search_match_part',
        'search_page_id',
        'search_page_no',
        'search_rank',
        'search_sig'
      ]
    ),
    { key: 'int_cmp_', match: 'prefix', note: 'internal campaign parameters' },
    { key: 'icid', note: 'internal campaign id' },
    // Not `sk`: it is the key of a friend link or an unlisted story.
    ...onHosts('Medium tracking', ['medium.com'], ['source'])
  ],
  keep: recommendedRules.keep
}
