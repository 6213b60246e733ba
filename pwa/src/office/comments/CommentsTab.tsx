/** The blog's comment moderation for agents and admins. */
export function CommentsTab() {
  return <h2>Comments</h2>;
}
