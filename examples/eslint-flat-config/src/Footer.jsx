export function Footer() {
  return (
    <footer>
      <a href="https://example.com/about?ref=footer&amp;lang=en">About</a>
      <a href='https://example.com/shop?a=1&utm_source=footer'>Shop</a>
      Follow https://social.example/linkcanon?igshid=1&mc_cid=2&utm_content=footer
    </footer>
  )
}
