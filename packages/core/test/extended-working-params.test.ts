// Issue 14 item 8: parameters the `extended` set removed although they do work.
import { describe, expect, it } from 'vitest'
import { canonicalize } from '../src/index.js'

const ext = (url: string) => canonicalize(url, { preset: 'minimal', rules: 'extended' }).url

describe('extended keeps working parameters', () => {
  it('Medium sk (a friend link key) stays; source goes', () => {
    expect(ext('https://medium.com/@a/story-1a2b?sk=0f1e2d&source=friends_link')).toBe(
      'https://medium.com/@a/story-1a2b?sk=0f1e2d'
    )
  })

  it('Bing Maps sp (route points) stays; sp on search pages goes', () => {
    expect(ext('https://www.bing.com/maps?rtp=pos.1_2~pos.3_4&sp=point.47_-122&form=X')).toBe(
      'https://www.bing.com/maps?rtp=pos.1_2~pos.3_4&sp=point.47_-122'
    )
    expect(ext('https://www.bing.com/search?q=a&sp=-1&form=QBLH')).toBe('https://www.bing.com/search?q=a')
  })

  it('Instagram img_index (the carousel slide) stays; igsh goes', () => {
    expect(ext('https://www.instagram.com/p/Cx/?img_index=3&igsh=abc')).toBe(
      'https://www.instagram.com/p/Cx/?img_index=3'
    )
  })

  it('Spotify context (the playlist a track plays in) stays; si goes', () => {
    expect(ext('https://open.spotify.com/track/1?context=spotify%3Aplaylist%3A37i&si=ab')).toBe(
      'https://open.spotify.com/track/1?context=spotify%3Aplaylist%3A37i'
    )
  })

  it('Amazon smid (the seller of the offer) stays; tag goes', () => {
    expect(ext('https://www.amazon.com/dp/B0?smid=A1B2&tag=x-20')).toBe('https://www.amazon.com/dp/B0?smid=A1B2')
  })

  it("Matomo pk_ keys go by name; Django's pk__in and pk__gt stay", () => {
    expect(ext('https://e.com/admin/items?pk__in=1,2&pk__gt=3&pk_campaign=x&pk_kwd=y&pk_source=z')).toBe(
      'https://e.com/admin/items?pk__in=1,2&pk__gt=3'
    )
  })
})
