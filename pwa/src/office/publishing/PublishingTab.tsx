/** Writing blog posts and podcast episodes, for admins. */
export function PublishingTab() {
  return <h2>Blog &amp; Podcast</h2>;
}
