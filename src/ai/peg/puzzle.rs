//! The solver's view of a level: jumps as bit masks, the goal, and a position as a small key.

use crate::ai::hashing::KeySet;

use crate::rules::peg::{Hole, Jump, PegGame, Target};

/// A position: the occupied holes and where the named piece stands (`NO_NAMED` if none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct State {
    pub pegs: u64,
    pub named: u8,
}

pub const NO_NAMED: u8 = u8::MAX;

impl State {
    pub fn of(game: &PegGame) -> Self {
        Self {
            pegs: game.pegs(),
            named: game.named().unwrap_or(NO_NAMED),
        }
    }
}

/// A jump as masks: `need` must be full (from, over), `to` empty.
#[derive(Clone, Copy, Debug)]
pub struct JumpMask {
    pub jump: Jump,
    need: u64,
    to: u64,
    flip: u64,
}

#[derive(Clone, Debug)]
pub struct Puzzle {
    pub jumps: Vec<JumpMask>,
    /// Orders in which the depth-first search may try the jumps (see [`search_orders`]).
    pub orders: Vec<Vec<usize>>,
    /// Jump indexes by starting hole, for chains.
    pub from_hole: Vec<Vec<usize>>,
    /// Jump indexes by landing hole, for chains played backwards.
    pub to_hole: Vec<Vec<usize>>,
    pub target: Target,
    pub holes: usize,
}

impl Puzzle {
    pub fn new(game: &PegGame) -> Self {
        let board = game.board();
        let jumps: Vec<JumpMask> = board
            .jumps
            .iter()
            .map(|&jump| JumpMask {
                jump,
                need: (1u64 << jump.from) | (1u64 << jump.over),
                to: 1u64 << jump.to,
                flip: (1u64 << jump.from) | (1u64 << jump.over) | (1u64 << jump.to),
            })
            .collect();
        let orders = search_orders(board);
        let mut from_hole = vec![Vec::new(); board.holes()];
        let mut to_hole = vec![Vec::new(); board.holes()];
        for (i, j) in jumps.iter().enumerate() {
            from_hole[usize::from(j.jump.from)].push(i);
            to_hole[usize::from(j.jump.to)].push(i);
        }
        Self {
            jumps,
            orders,
            from_hole,
            to_hole,
            target: game.goal().target,
            holes: board.holes(),
        }
    }

    pub fn can(&self, state: State, jump: &JumpMask) -> bool {
        state.pegs & jump.need == jump.need
            && state.pegs & jump.to == 0
            && jump.jump.over != state.named
    }

    pub fn after(&self, state: State, jump: &JumpMask) -> State {
        State {
            pegs: state.pegs ^ jump.flip,
            named: if jump.jump.from == state.named {
                jump.jump.to
            } else {
                state.named
            },
        }
    }

    /// The legal jumps of a position.
    pub fn moves(&self, state: State) -> impl Iterator<Item = &JumpMask> + '_ {
        self.jumps.iter().filter(move |j| self.can(state, j))
    }

    pub fn is_goal(&self, state: State) -> bool {
        state.pegs.count_ones() == 1
            && match self.target {
                Target::OneLeft => true,
                Target::OneLeftAt(hole) => state.pegs == 1u64 << hole,
                Target::OnlyNamed => state.named != NO_NAMED && state.pegs == 1u64 << state.named,
            }
    }

    /// Every position one move (a chain of one or more jumps by one piece) away, with the
    /// chain; a position reached by several chains appears once.
    pub fn chains(&self, state: State) -> Vec<(State, Vec<Jump>)> {
        let mut found: Vec<(State, Vec<Jump>)> = Vec::new();
        let mut walked = Walked::default();
        for hole in 0..self.holes as Hole {
            if state.pegs & (1u64 << hole) != 0 {
                self.chains_from(state, hole, &mut Vec::new(), &mut found, &mut walked);
            }
        }
        found
    }

    /// Chains of the piece on `hole`, appended to `found`. A (position, piece) pair already
    /// walked is not walked again: the first chain to it is as good as any.
    pub fn chains_from(
        &self,
        state: State,
        hole: Hole,
        chain: &mut Vec<Jump>,
        found: &mut Vec<(State, Vec<Jump>)>,
        walked: &mut Walked,
    ) {
        for &i in &self.from_hole[usize::from(hole)] {
            let jump = &self.jumps[i];
            if self.can(state, jump) {
                let next = self.after(state, jump);
                if !walked.pairs.insert((next, jump.jump.to)) {
                    continue;
                }
                chain.push(jump.jump);
                // A set, not a search of `found`: with eight directions a piece's chains
                // end in thousands of positions.
                if walked.ends.insert(next) {
                    found.push((next, chain.clone()));
                }
                self.chains_from(next, jump.jump.to, chain, found, walked);
                chain.pop();
            }
        }
    }
}

/// What a walk of chains has seen: the (position, moving piece) pairs walked, and the
/// positions already found.
#[derive(Default)]
pub struct Walked {
    pairs: KeySet<(State, Hole)>,
    ends: KeySet<State>,
}

impl Puzzle {
    /// The positions one move (a chain by one piece) after `state`, appended to `out`; the same
    /// position may appear more than once. The searches' hot path: no jump lists are kept.
    pub fn chain_ends(&self, state: State, out: &mut Vec<State>) {
        self.walk_chains(state, out, Direction::Forward);
    }

    /// The positions one move before `state`: a piece retraces a chain of jumps, each step
    /// putting back the piece it jumped. Appended to `out`, possibly more than once.
    pub fn unchain_ends(&self, state: State, out: &mut Vec<State>) {
        self.walk_chains(state, out, Direction::Back);
    }

    fn walk_chains(&self, state: State, out: &mut Vec<State>, direction: Direction) {
        let mut seen = KeySet::default();
        for hole in pieces(state) {
            self.chain_ends_from(state, hole, out, &mut seen, true, direction);
        }
    }

    /// `seen` holds the (position, moving piece) pairs already walked: on boards with many
    /// directions the chains' paths are exponential, but where they lead is not. First jumps
    /// all lead to different positions, so only longer chains pay for the set (most moves are
    /// single jumps, and an empty set does not allocate).
    fn chain_ends_from(
        &self,
        state: State,
        hole: Hole,
        out: &mut Vec<State>,
        seen: &mut KeySet<(State, Hole)>,
        first: bool,
        direction: Direction,
    ) {
        let jumps = match direction {
            Direction::Forward => &self.from_hole[usize::from(hole)],
            Direction::Back => &self.to_hole[usize::from(hole)],
        };
        for &i in jumps {
            let jump = &self.jumps[i];
            let step = match direction {
                Direction::Forward => self
                    .can(state, jump)
                    .then(|| (self.after(state, jump), jump.jump.to)),
                Direction::Back => retrace(state, hole, jump).map(|s| (s, jump.jump.from)),
            };
            if let Some((next, piece)) = step
                && (first || seen.insert((next, piece)))
            {
                out.push(next);
                self.chain_ends_from(next, piece, out, seen, false, direction);
            }
        }
    }

    /// Every position the goal accepts: one piece left on an allowed hole (the named piece,
    /// when the level has one, since it can never be jumped).
    pub fn goal_positions(&self, has_named: bool) -> Vec<State> {
        let piece = |hole: Hole| State {
            pegs: 1u64 << hole,
            named: if has_named { hole } else { NO_NAMED },
        };
        match self.target {
            Target::OneLeftAt(hole) => vec![piece(hole)],
            Target::OneLeft => (0..self.holes as Hole).map(piece).collect(),
            Target::OnlyNamed if has_named => (0..self.holes as Hole).map(piece).collect(),
            Target::OnlyNamed => Vec::new(),
        }
    }
}

/// Which way a chain is walked: played, or retraced.
#[derive(Clone, Copy)]
enum Direction {
    Forward,
    Back,
}

/// The position before `jump` landed its piece on `hole`, if the jump's start and jumped hole
/// are empty now.
fn retrace(state: State, hole: Hole, jump: &JumpMask) -> Option<State> {
    let empty = (1u64 << jump.jump.from) | (1u64 << jump.jump.over);
    (state.pegs & empty == 0).then_some(State {
        pegs: state.pegs ^ jump.flip,
        named: if state.named == hole {
            jump.jump.from
        } else {
            state.named
        },
    })
}

/// The holes that hold a piece.
fn pieces(state: State) -> impl Iterator<Item = Hole> {
    let mut pegs = state.pegs;
    std::iter::from_fn(move || {
        (pegs != 0).then(|| {
            let hole = pegs.trailing_zeros() as Hole;
            pegs &= pegs - 1;
            hole
        })
    })
}

/// Different boards suit different jump orders (the English central game is solved at once in
/// board order, the French board in centre-first order), so the solver takes turns between a
/// few, all sharing what they learn: board order, jumps over central pieces first, jumps over
/// outlying pieces first.
fn search_orders(board: &crate::rules::peg::PegBoard) -> Vec<Vec<usize>> {
    let n = board.points.len() as f32;
    let (cx, cy) = board
        .points
        .iter()
        .fold((0.0, 0.0), |(x, y), p| (x + p.0 / n, y + p.1 / n));
    let far = |h: Hole| {
        let (x, y) = board.points[usize::from(h)];
        (x - cx).powi(2) + (y - cy).powi(2)
    };
    let natural: Vec<usize> = (0..board.jumps.len()).collect();
    let mut central = natural.clone();
    central.sort_by(|&a, &b| far(board.jumps[a].over).total_cmp(&far(board.jumps[b].over)));
    let outlying: Vec<usize> = central.iter().rev().copied().collect();
    vec![natural, central, outlying]
}
