/** The username key: usernames are unique per merchant whatever their case or spacing. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase()
}
