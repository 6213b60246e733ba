/**
 * A cookie the page's script may read, saying only that this browser has signed in. The public
 * header asks the server who is signed in (and loads the code for it) only when it is there, so
 * an anonymous visitor's page makes no session request. It names nobody and grants nothing: the
 * session cookie, which scripts cannot read, is what the server trusts.
 */
export const SIGNED_IN_HINT_COOKIE = 'travel.signed_in';
