import type { ParamPattern, RuleSet } from '../types.js'
import { exact, onHosts } from './patterns.js'

/**
 * The click and personal identifiers people paste: an ad click, a newsletter subscriber, a
 * share of a post. Global only where the key means nothing else; a short key (`si`, `s`, `t`)
 * only on the hosts that add it, since elsewhere it does work.
 */
export const identifierRules: readonly ParamPattern[] = [
  ...exact('ad click identifier', [
    'dclid',
    'gbraid',
    'wbraid',
    'gclsrc',
    'gad_source',
    'gad_campaignid',
    'twclid',
    'ttclid',
    'li_fat_id',
    'epik',
    'ScCid',
    'irclickid',
    'ysclid',
    'rb_clickid',
    's_kwcid',
    'igshid',
    'srsltid',
    'mibextid',
    '_gl',
    'wickedid'
  ]),
  ...exact('mail and marketing automation: the subscriber or the mailing', [
    'mc_eid',
    'mc_cid',
    '_hsenc',
    '_hsmi',
    '__hstc',
    '__hssc',
    '__hsfp',
    'mkt_tok',
    'oly_anon_id',
    'oly_enc_id',
    'vero_id',
    'ml_subscriber',
    'ml_subscriber_hash',
    'ck_subscriber_id'
  ]),
  // Microsoft's campaign id (`WT.mc_id=academic-96948-name`), in any case: the key means nothing else.
  { key: 'wt.mc_id', caseSensitive: false, note: 'Microsoft (WebTrends) campaign id' },
  ...onHosts('YouTube share id', ['youtube.com', 'youtu.be', 'youtube-nocookie.com'], ['si', 'feature', 'pp']),
  // Not `context` on Spotify: it picks the playlist or album a track plays in.
  ...onHosts('Spotify share id', ['spotify.com', 'spotify.link'], ['si', 'nd']),
  ...onHosts('X/Twitter share source', ['twitter.com', 'x.com'], ['ref_src', 'ref_url', 's', 't']),
  ...onHosts('Instagram share id', ['instagram.com'], ['igsh']), // not `img_index`: it picks the slide of a carousel
  ...onHosts('Threads share id', ['threads.net', 'threads.com'], ['xmt', 'slof']),
  ...onHosts('Reddit share id', ['reddit.com'], ['share_id', 'rdt']),
  ...onHosts('TikTok share tracking', ['tiktok.com'], ['_r', '_t', 'is_from_webapp', 'sender_device', 'is_copy_url'])
]

/** Where a key of `identifierRules` does work: the pages that need the token to know who you are. */
export const identifierKeep: readonly ParamPattern[] = [
  {
    key: 'mkt_tok',
    paths: ['**unsubscribe**', '**/preferences**'],
    note: 'Marketo: the unsubscribe and preferences pages need the token to know who you are'
  },
  {
    key: '_hsenc',
    paths: ['**/hs/manage-preferences/**', '**/hs/preferences-center/**', '**unsubscribe**'],
    note: 'HubSpot: the preferences page identifies the contact by it'
  },
  {
    key: 'mc_eid',
    hosts: ['list-manage.com'],
    note: 'Mailchimp: its own subscription pages identify the subscriber by it'
  },
  { key: 'vero_id', paths: ['**unsubscribe**'], note: 'Vero: unsubscribe links identify the subscriber by it' }
]

/**
 * What the `recommended` set adds to the fixed list (`rules: 'recommended'` is both; its
 * removals name `default` or `recommended`): the default of `minimal` and `share`.
 * `extended` adds marketplace, network and search keys to the two.
 */
export const recommendedRules: RuleSet = {
  name: 'recommended',
  remove: identifierRules,
  keep: identifierKeep
}
