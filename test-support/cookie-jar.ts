/**
 * The cookies a browser keeps, for the server tests' TestBrowser and the soak's Browser: one
 * value a name, each scoped to a path and sent only to that path and below it. Those two
 * read the Set-Cookie answers their own way and tell the jar what to keep or drop.
 */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  /** Keeps what a Set-Cookie said, or drops the cookie when it was cleared or has expired. */
  keep(name: string, value: string, path: string, gone: boolean): void {
    if (gone) this.cookies.delete(name);
    else this.cookies.set(name, { value, path });
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  clear(): void {
    this.cookies.clear();
  }

  /** The Cookie header for a request to `pathname` (no query); empty when nothing is sent. */
  headerFor(pathname: string): string {
    return [...this.cookies.entries()]
      .filter(
        ([, cookie]) =>
          pathname === cookie.path || pathname.startsWith(`${cookie.path.replace(/\/$/, '')}/`),
      )
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }
}
