export type SiteTokens = Record<string, string | undefined>;
export const TOKEN: RegExp;
export function tokensFrom(facts: Record<string, unknown>): SiteTokens;
export function fillTokens(text: string, tokens: SiteTokens): string;
export function unknownTokens(text: string, tokens: SiteTokens): string[];
