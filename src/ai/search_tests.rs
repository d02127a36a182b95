//! The generic search's opt-in hooks on a toy game: stones in a heap, each move takes one
//! or two (one only where `single` says so), and the player left with none has lost.

use std::sync::Arc;
use std::time::Duration;

use super::*;

const WIN: i32 = 1 << 28;

#[derive(Clone, Copy)]
struct Heap {
    stones: u8,
    ply: u16,
}

#[derive(Clone, Copy)]
struct TakeAway {
    /// Only one stone may be taken at a time: every move is forced.
    single: bool,
    extends: bool,
    counts_plies: bool,
    malus: bool,
    /// Odd heaps are unquiet: searched on past the horizon.
    unquiet_odd: bool,
    /// Whether the nodes at and past the horizon use the table.
    horizon_table: bool,
    /// The static score knows the game: won where the heap is no multiple of three.
    knowing: bool,
    /// Fail-high probes: the shallow depth and the margin.
    probe: Option<(i32, i32)>,
}

impl TakeAway {
    /// Two stones a move at most, and every hook at its default.
    const PLAIN: Self = Self {
        single: false,
        extends: false,
        counts_plies: false,
        malus: false,
        unquiet_odd: false,
        horizon_table: true,
        knowing: false,
        probe: None,
    };
}

impl SearchGame for TakeAway {
    type Pos = Heap;
    type Move = u8;

    fn generate(&self, pos: &Heap, out: &mut Vec<u8>) {
        let most = if self.single { 1 } else { 2 };
        out.extend((1..=most).filter(|&n| n <= pos.stones));
    }

    fn play(&self, pos: &Heap, mv: u8) -> Heap {
        Heap {
            stones: pos.stones - mv,
            ply: pos.ply + 1,
        }
    }

    fn final_score(&self, pos: &Heap) -> i32 {
        -(WIN - i32::from(pos.ply))
    }

    fn evaluate(&self, pos: &Heap) -> i32 {
        if pos.stones == 0 {
            self.final_score(pos)
        } else if self.knowing {
            if pos.stones.is_multiple_of(3) { -1 } else { 1 }
        } else {
            0
        }
    }

    fn key(&self, pos: &Heap) -> u64 {
        // The heap alone: the same position at any ply.
        u64::from(pos.stones).wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1
    }

    fn order(&self, _pos: &Heap, mv: u8, _deep: bool) -> i32 {
        i32::from(mv)
    }

    fn move_id(&self, mv: u8) -> usize {
        usize::from(mv)
    }

    fn extends_single_reply(&self) -> bool {
        self.extends
    }

    fn ply_scores_from(&self) -> Option<i32> {
        self.counts_plies.then_some(WIN / 2)
    }

    fn history_malus(&self) -> bool {
        self.malus
    }

    fn quiet(&self, pos: &Heap) -> bool {
        !self.unquiet_odd || pos.stones.is_multiple_of(2)
    }

    fn table_past_horizon(&self) -> bool {
        self.horizon_table
    }

    fn fail_high_probe(&self, _pos: &Heap, depth: i32) -> Option<(i32, i32)> {
        self.probe.filter(|_| depth >= 3)
    }
}

fn score(search: &mut Search<TakeAway>) -> i32 {
    while search.step(Duration::from_millis(50)) == Step::Running {}
    search.completed().expect("a finished iteration").1
}

fn heap(stones: u8) -> Heap {
    Heap { stones, ply: 0 }
}

#[test]
fn a_forced_line_costs_no_depth_where_single_replies_extend() {
    let game = TakeAway {
        single: true,
        extends: true,
        ..TakeAway::PLAIN
    };
    // Five forced moves: the player to move takes the last stone.
    let budget = Budget::depth(1);
    let mut extended = Search::new(game, heap(5), budget, Cancel::default(), 1).always_score();
    assert_eq!(score(&mut extended), WIN - 5);
    let plain = TakeAway {
        extends: false,
        ..game
    };
    let mut plain = Search::new(plain, heap(5), budget, Cancel::default(), 1).always_score();
    assert_eq!(
        score(&mut plain),
        0,
        "one ply sees no end without the extension"
    );
}

#[test]
fn nodes_past_the_horizon_stay_out_of_the_table_where_the_game_says() {
    // One ply from 5 leaves 3, unquiet, at the horizon: a node searched on at depth 0.
    let depth_of_three_in_table = |horizon_table| {
        let game = TakeAway {
            unquiet_odd: true,
            horizon_table,
            ..TakeAway::PLAIN
        };
        let table = Arc::new(SharedTable::new(10));
        let budget = Budget::depth(1);
        let cancel = Cancel::default();
        let mut search = Search::with_shared_table(game, heap(5), budget, cancel, 1, table.clone())
            .always_score();
        score(&mut search);
        assert!(table.get(game.key(&heap(5))).is_some(), "the root is kept");
        table.get(game.key(&heap(3))).map(|e| e.depth)
    };
    assert_eq!(depth_of_three_in_table(true), Some(0));
    assert_eq!(depth_of_three_in_table(false), None);
}

/// The score of 6 stones searched over a table that a full search of 7 filled first (the
/// game a ply on, along its principal variation), and the score of a search of 6 alone.
fn scores_a_ply_on(counts_plies: bool, depth: u32) -> (i32, i32) {
    let game = TakeAway {
        counts_plies,
        ..TakeAway::PLAIN
    };
    let table = Arc::new(SharedTable::new(10));
    let full = Budget::depth(20);
    let cancel = Cancel::default;
    let mut first =
        Search::with_shared_table(game, heap(7), full, cancel(), 1, table.clone()).always_score();
    // 7 stones: take one, and the opponent faces a multiple of three.
    assert_eq!(score(&mut first), WIN - 5);
    let later = Budget::depth(depth);
    let mut kept =
        Search::with_shared_table(game, heap(6), later, cancel(), 1, table).always_score();
    let mut alone = Search::new(game, heap(6), full, cancel(), 1).always_score();
    (score(&mut kept), score(&mut alone))
}

#[test]
fn a_kept_table_gives_win_distances_from_the_new_root() {
    // 6 stones lose in four plies; one ply deep, the children's scores come from the table.
    for depth in [1, 20] {
        let lost = -(WIN - 4);
        assert_eq!(scores_a_ply_on(true, depth), (lost, lost), "depth {depth}");
    }
    // Counted from the old root, the distance read back is a ply off.
    let (kept, alone) = scores_a_ply_on(false, 1);
    assert_eq!(alone, -(WIN - 4));
    assert_ne!(kept, alone);
}

#[test]
fn moves_tried_before_a_refutation_lose_history_only_with_the_malus() {
    let history = |malus| {
        let game = TakeAway {
            malus,
            ..TakeAway::PLAIN
        };
        let mut search = Search::new(game, heap(7), Budget::depth(20), Cancel::default(), 1);
        score(&mut search);
        // Taking two is tried first (see `order`); from 4 stones it loses, taking one wins.
        (search.history[1], search.history[2])
    };
    let (plain_one, plain_two) = history(false);
    assert!(plain_one > 0 && plain_two >= 0, "{plain_one} {plain_two}");
    let (one, two) = history(true);
    assert_eq!(one, plain_one, "a refuting move gains as before");
    assert!(
        two < plain_two,
        "{two} against {plain_two} without the malus"
    );
}

#[test]
fn late_moves_are_reduced_by_the_schedule() {
    let scan_like = Reductions {
        pv_full_moves: 3,
        full_moves: 1,
        twice_after: 6,
        twice_from_depth: 3,
        twice_off_pv: true,
    };
    assert_eq!(scan_like.plies(1, 6, false), 0);
    assert_eq!(scan_like.plies(2, 6, false), 1);
    assert_eq!(scan_like.plies(7, 6, false), 2);
    assert_eq!(scan_like.plies(3, 6, true), 0);
    assert_eq!(scan_like.plies(7, 6, true), 1);
    assert_eq!(
        scan_like.plies(7, 2, false),
        0,
        "shallow nodes are not reduced"
    );
    let uniform = Reductions::UNIFORM;
    assert_eq!(uniform.plies(3, 6, false), 0);
    assert_eq!(uniform.plies(4, 6, true), 1);
    assert_eq!(uniform.plies(9, 5, true), 2);
    assert_eq!(uniform.plies(9, 4, false), 1);
}

#[test]
fn a_search_with_time_to_spare_stops_at_the_deepest_iteration() {
    // 255 stones: the loser can make the game last 170 plies, so no iteration to the cap
    // proves the result, and only the cap stops a search whose whole time is ten seconds.
    let budget = Budget::move_time(Duration::from_secs(10));
    let mut search = Search::new(TakeAway::PLAIN, heap(255), budget, Cancel::default(), 1);
    let mv = crate::ai::think_to_end(&mut search);
    assert!(mv.is_some());
    assert_eq!(search.depth(), Some(MAX_ITERATION_DEPTH as u32));
}

#[test]
fn a_fail_high_probe_cuts_nodes_and_keeps_the_score() {
    // 100 stones, 9 plies deep on a static score that knows the game: every null-window
    // node whose one-ply probe already clears beta is cut.
    let search = |probe| {
        let game = TakeAway {
            knowing: true,
            probe,
            ..TakeAway::PLAIN
        };
        let mut search = Search::new(game, heap(100), Budget::depth(9), Cancel::default(), 1);
        (score(&mut search), search.nodes)
    };
    let (full, full_nodes) = search(None);
    let (probed, probed_nodes) = search(Some((1, 0)));
    assert_eq!(full, 1, "100 stones win");
    assert_eq!(probed, full);
    assert!(
        probed_nodes < full_nodes,
        "{probed_nodes} nodes with probes, {full_nodes} without"
    );
    // A margin no probe clears costs the probes and cuts nothing.
    let (_, unclearable_nodes) = search(Some((1, 10)));
    assert!(unclearable_nodes > full_nodes);
}
