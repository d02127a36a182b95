//! Time rules: what a clock holds after a move, when a flag falls, how long a seat may be gone
//! before the others may claim. Times are milliseconds on the server's clock (injectable).

use crate::net::protocol::TimeControl;

pub const DAY_MS: u64 = 24 * 3600 * 1000;

/// Each seat's time at the start.
pub fn initial(time: TimeControl, seats: usize) -> Vec<u64> {
    match time {
        TimeControl::None => Vec::new(),
        TimeControl::Clock { base_s, .. } => vec![u64::from(base_s) * 1000; seats],
        TimeControl::Days { days } => vec![u64::from(days) * DAY_MS; seats],
    }
}

/// Every seat's time after `seat` moved, `spent` after its clock started; None when its flag
/// fell first.
pub fn after_move(time: TimeControl, clocks: &[u64], seat: usize, spent: u64) -> Option<Vec<u64>> {
    let mut clocks = clocks.to_vec();
    let left = clocks.get(seat).copied()?;
    if spent >= left {
        return None;
    }
    match time {
        TimeControl::None => {}
        TimeControl::Clock { increment_s, .. } => {
            clocks[seat] = left - spent + u64::from(increment_s) * 1000;
        }
        // Correspondence: every move has the full days again.
        TimeControl::Days { days } => clocks.fill(u64::from(days) * DAY_MS),
    }
    Some(clocks)
}

/// How long a person seat may be disconnected before the others may claim (as lichess:
/// 10 s after closing the page on purpose, else 40 s, longer at slower clocks; a game without
/// a clock waits three days, a correspondence game its days a move).
pub fn gone_after(time: TimeControl, on_purpose: bool) -> u64 {
    match time {
        TimeControl::None => 3 * DAY_MS,
        TimeControl::Days { days } => u64::from(days) * DAY_MS,
        TimeControl::Clock {
            base_s,
            increment_s,
        } => {
            let estimate = u64::from(base_s) + 40 * u64::from(increment_s);
            let (purpose, otherwise) = match estimate {
                0..480 => (10, 40),
                480..1500 => (20, 60),
                _ => (30, 120),
            };
            1000 * if on_purpose { purpose } else { otherwise }
        }
    }
}

/// How long a seat whose takeback request was declined `declines` times waits before the next.
pub fn takeback_wait(declines: u32) -> u64 {
    (15_000u64 << declines.saturating_sub(1).min(5)).min(300_000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_spends_time_and_adds_the_increment() {
        let time = TimeControl::Clock {
            base_s: 60,
            increment_s: 2,
        };
        let clocks = initial(time, 2);
        assert_eq!(
            after_move(time, &clocks, 0, 5_000),
            Some(vec![57_000, 60_000])
        );
        assert_eq!(after_move(time, &clocks, 1, 60_000), None);
        let days = TimeControl::Days { days: 2 };
        assert_eq!(
            after_move(days, &[5, 7], 0, 3),
            Some(vec![2 * DAY_MS, 2 * DAY_MS])
        );
    }

    #[test]
    fn slower_games_wait_longer_for_a_gone_player() {
        let blitz = TimeControl::Clock {
            base_s: 180,
            increment_s: 2,
        };
        let classical = TimeControl::Clock {
            base_s: 1800,
            increment_s: 20,
        };
        assert_eq!(gone_after(blitz, true), 10_000);
        assert_eq!(gone_after(blitz, false), 40_000);
        assert!(gone_after(classical, false) > gone_after(blitz, false));
        assert_eq!(gone_after(TimeControl::None, false), 3 * DAY_MS);
        assert!(takeback_wait(2) > takeback_wait(1));
        assert_eq!(takeback_wait(50), 300_000);
    }
}
