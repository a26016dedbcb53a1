export function Footer() {
  return (
    <footer>
      <a href="https://example.com/about?lang=en">About</a>
      <a href='https://example.com/shop?a=1'>Shop</a>
      Follow https://social.example/linkcanon
    </footer>
  )
}
