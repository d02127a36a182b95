//! Protocol lines from another program: bounded in length, any bytes accepted. A garbage
//! line (invalid UTF-8) reads with replacement characters, and an endless line is read
//! through and dropped, so neither ends the session nor grows memory without bound.

use std::io::BufRead;

/// The longest line a protocol reader keeps; no protocol command comes near it.
pub const MAX_LINE_BYTES: usize = 16 * 1024;

/// What a protocol reader tells a line that was too long.
pub const TOO_LONG: &str = "line too long";

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolLine {
    /// The line without its end of line.
    Text(String),
    /// A line over [`MAX_LINE_BYTES`], dropped.
    TooLong,
}

/// The next line, or None at the end of input.
pub fn next_line(input: &mut dyn BufRead) -> std::io::Result<Option<ProtocolLine>> {
    let mut bytes = Vec::new();
    let (mut read_any, mut too_long) = (false, false);
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            break;
        }
        read_any = true;
        let end = buffer.iter().position(|&b| b == b'\n');
        let taken = end.map_or(buffer.len(), |i| i + 1);
        if !too_long {
            if bytes.len() + taken > MAX_LINE_BYTES {
                too_long = true;
                bytes = Vec::new();
            } else {
                bytes.extend_from_slice(&buffer[..taken]);
            }
        }
        input.consume(taken);
        if end.is_some() {
            break;
        }
    }
    Ok(match (read_any, too_long) {
        (false, _) => None,
        (true, true) => Some(ProtocolLine::TooLong),
        (true, false) => {
            let text = String::from_utf8_lossy(&bytes);
            Some(ProtocolLine::Text(
                text.trim_end_matches(['\n', '\r']).to_string(),
            ))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_bounded_and_garbage_reads() {
        let mut text = b"name\r\n\xff\xfe play\n".to_vec();
        text.extend(std::iter::repeat_n(b'x', MAX_LINE_BYTES * 3));
        text.extend(b"\nquit");
        let mut input = std::io::BufReader::with_capacity(100, &text[..]);
        let mut read = || next_line(&mut input).unwrap();
        assert_eq!(read(), Some(ProtocolLine::Text("name".into())));
        assert_eq!(
            read(),
            Some(ProtocolLine::Text("\u{fffd}\u{fffd} play".into()))
        );
        assert_eq!(read(), Some(ProtocolLine::TooLong));
        assert_eq!(read(), Some(ProtocolLine::Text("quit".into())));
        assert_eq!(read(), None);
    }
}
