import { displayPrefix, generateToken, isWellFormedToken, TOKEN_LENGTH } from './token-format';

describe('ingestion token format', () => {
  it('generates ing_ tokens of fixed length that pass their own checksum', () => {
    const token = generateToken();
    expect(token).toMatch(/^ing_[0-9A-Za-z]{36}$/);
    expect(token).toHaveLength(TOKEN_LENGTH);
    expect(isWellFormedToken(token)).toBe(true);
    expect(displayPrefix(token)).toBe(token.slice(0, 12));
  });

  it('refuses a token with one character changed, a made-up one, or a wrong shape', () => {
    const token = generateToken();
    const flipped = token.slice(0, 10) + (token[10] === 'a' ? 'b' : 'a') + token.slice(11);
    expect(isWellFormedToken(flipped)).toBe(false);
    expect(isWellFormedToken('ing_' + 'a'.repeat(36))).toBe(false);
    expect(isWellFormedToken('Bearer xyz')).toBe(false);
    expect(isWellFormedToken(token + 'x')).toBe(false);
  });

  it('does not repeat itself', () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateToken));
    expect(tokens.size).toBe(1000);
  });
});
