//! Game ids, seat tokens (128 random bits, kept only as SHA-256 hashes) and invite codes
//! (short, in letters that cannot be mistaken for one another when read aloud).

use sha2::{Digest, Sha256};

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).expect("the system's random source answers");
    bytes
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A new seat token: 128 random bits in hex.
pub fn new_token() -> String {
    hex(&random_bytes::<16>())
}

/// What the server keeps of a token.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// A game id: 64 random bits in hex (public: anyone with it may watch).
pub fn new_game_id() -> String {
    hex(&random_bytes::<8>())
}

/// No 0/O, 1/I/L, 2/Z, 5/S, 8/B: letters and digits that read aloud unambiguously.
const INVITE_ALPHABET: &[u8] = b"ACDEFGHJKMNPQRTUVWXY34679";
pub const INVITE_LENGTH: usize = 8;

/// An invite code, `XXXX-XXXX` (about 37 bits: codes are one-use and guessing is rate-limited).
pub fn new_invite() -> String {
    let bytes = random_bytes::<INVITE_LENGTH>();
    let letters: String = bytes
        .iter()
        .map(|b| INVITE_ALPHABET[usize::from(*b) % INVITE_ALPHABET.len()] as char)
        .collect();
    format!("{}-{}", &letters[..4], &letters[4..])
}

/// A code as a player may type it: any case, with or without the dash and spaces.
pub fn normalize_invite(code: &str) -> String {
    let letters: String = code
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_uppercase())
        .take(INVITE_LENGTH + 1)
        .collect();
    if letters.len() == INVITE_LENGTH {
        format!("{}-{}", &letters[..4], &letters[4..])
    } else {
        letters
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_random_and_kept_hashed() {
        let a = new_token();
        assert_eq!(a.len(), 32);
        assert_ne!(a, new_token());
        assert_eq!(token_hash(&a), token_hash(&a));
        assert_ne!(token_hash(&a), a);
        assert_eq!(token_hash(&a).len(), 64);
    }

    #[test]
    fn invites_read_back_however_typed() {
        let code = new_invite();
        assert_eq!(code.len(), 9);
        assert_eq!(
            normalize_invite(&code.to_lowercase().replace('-', " ")),
            code
        );
        assert_ne!(normalize_invite("abc"), code);
    }
}
