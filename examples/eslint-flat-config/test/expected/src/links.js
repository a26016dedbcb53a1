// Links shared around the app.
export const docs = 'https://example.com/docs/'
export const pricing = "https://example.com/pricing?plan=pro"
export const blog = `Read https://example.com/blog/post?id=42\n`

// Escapes around the link stay as they are.
export const quoted = 'It\'s at https://example.com/it \u2014 go'

// The tracker value comes from a variable: reported, not fixed.
export function campaignLink(source) {
  return `https://example.com/?utm_source=${source}`
}

// A ref on a code-hosting API selects a branch: kept.
export const contents = 'https://api.github.com/repos/o/r/contents/README.md?ref=main'
