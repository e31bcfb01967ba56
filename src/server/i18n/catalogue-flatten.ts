// A language's catalogue as key → ICU text ('auth.loginHeading' → 'Welcome Back').
export function flattenCatalogue(tree: unknown, prefix = '', into: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    if (typeof value === 'string') into[`${prefix}${key}`] = value;
    else flattenCatalogue(value, `${prefix}${key}.`, into);
  }
  return into;
}
