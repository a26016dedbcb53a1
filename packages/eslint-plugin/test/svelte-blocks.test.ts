// Svelte text outside an element: at the top of a component and in `{#if}`, `{#each}`, `{#await}`, `{#key}` and
// `{#snippet}` blocks (it was not read: only an element's children were). A block renders glued to the text around
// it, so text that runs into a block is read as text that runs into an expression.
import { RuleTester } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import svelteParser from 'svelte-eslint-parser'
import { trackedMessage } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']
const DYNAMIC = 'the part to change continues into an expression'
const filename = 'a.svelte'

new RuleTester({ files: ['**/*.svelte'], languageOptions: { parser: svelteParser } }).run(
  'no-tracking-params (Svelte text in blocks and at the top)',
  rule,
  {
    valid: [
      { filename, code: '{#if a}see https://example.com/?a=1 now{/if}\n' },
      // A script or style in the markup holds raw text (Svelte reads no `&amp;` there): not read as markup text
      // (found on sveltejs/kit: its JSON-LD `&amp;utm_source=x` was read as a tracker and removed).
      {
        filename,
        code:
          '<svelte:head>\n<script type="application/ld+json">{ "url": "https://e.com/p?a=1&amp;utm_source=x" }</script>\n' +
          '</svelte:head>\n<div><style>a { background: url(https://e.com/i?utm_source=css) }</style></div>\n'
      }
    ],
    invalid: [
      {
        filename,
        code: 'See https://example.com/?utm_source=x now\n<p>x</p>\n',
        output: 'See https://example.com/ now\n<p>x</p>\n',
        errors: [trackedMessage('"utm_source"', 'https://example.com/')]
      },
      {
        filename,
        code: '{#if a}\n  see https://example.com/?gclid=1 now\n{:else}\n  https://example.com/b?fbclid=2 &amp; x\n{/if}\n',
        output: '{#if a}\n  see https://example.com/ now\n{:else}\n  https://example.com/b &amp; x\n{/if}\n',
        errors: [trackedMessage('"gclid"', 'https://example.com/'), trackedMessage('"fbclid"', 'https://example.com/b')]
      },
      {
        filename,
        code:
          '{#each xs as x}<li>https://example.com/?utm_medium=m</li>{/each}\n' +
          '{#await p}wait https://example.com/?utm_term=t{:then v}{v}{/await}\n' +
          '{#key k}https://example.com/k?utm_id=1 {/key}\n{#snippet s()}https://example.com/s?utm_content=1 {/snippet}\n',
        output:
          '{#each xs as x}<li>https://example.com/</li>{/each}\n' +
          '{#await p}wait https://example.com/?utm_term=t{:then v}{v}{/await}\n' +
          '{#key k}https://example.com/k {/key}\n{#snippet s()}https://example.com/s {/snippet}\n',
        errors: [
          trackedMessage('"utm_medium"', 'https://example.com/'),
          // The block's text renders glued to what follows the block.
          trackedMessage('"utm_term"', 'https://example.com/', DYNAMIC),
          trackedMessage('"utm_id"', 'https://example.com/k'),
          trackedMessage('"utm_content"', 'https://example.com/s')
        ]
      },
      {
        // Text that runs into a block: the block's text is glued to it (`…/docs&lang=en` without the tracker).
        filename,
        code: '<p>https://example.com/docs?a=1&utm_source=x{#if l}&lang={l}{/if}</p>\n',
        output: null,
        errors: [trackedMessage('"utm_source"', 'https://example.com/docs?a=1', DYNAMIC)]
      }
    ]
  }
)
