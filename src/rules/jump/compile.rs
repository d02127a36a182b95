//! A `JumpGame` compiled once into tables: the board's neighbours, per side its start, zones
//! and resolved directions, per kind its steps and jumps as direction masks. Every meaning
//! error names the field (and the offending token where there is one).

use super::bits::Bits;
use super::board::{self, Geometry, Shape, dir_index};
use super::shift::Shifts;
use super::spec::{self, CellSet, Dirs, JumpGame, Landing, Over, Range, Range0};

/// The most sides and kinds a game may have.
pub const MAX_SIDES: usize = 6;
pub const MAX_KINDS: usize = 4;

/// A meaning error: the field (`kinds[1].jumps[0].dirs`), the token at fault if any, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError {
    pub field: String,
    pub token: Option<String>,
    pub message: String,
}

impl SpecError {
    pub fn field(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            field: field.into(),
            token: None,
            message: message.into(),
        }
    }

    pub fn at(field: impl Into<String>, token: String, message: impl Into<String>) -> Self {
        Self {
            field: field.into(),
            token: Some(token),
            message: message.into(),
        }
    }
}

impl std::fmt::Display for SpecError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

/// A jump of one kind for one side, its directions resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JumpRule {
    pub dirs: u8,
    pub over: Over,
    pub captures: bool,
    pub flying_approach: bool,
    pub flying_landing: bool,
}

#[derive(Clone, Debug)]
pub struct KindRules {
    pub name: String,
    pub look: spec::Look,
    pub value: i32,
    /// Per side: directions of one-cell steps and of sliding steps.
    pub step_one: [u8; MAX_SIDES],
    pub step_any: [u8; MAX_SIDES],
    /// Per side: its jumps.
    pub jumps: [Vec<JumpRule>; MAX_SIDES],
    /// Kinds it may capture, as a mask.
    pub capturable: u8,
    /// The kind it becomes, and per side where.
    pub promotes: Option<(u8, [Bits; MAX_SIDES])>,
    /// Whether any of its jumps captures / any does not.
    pub capturing_jumps: bool,
    pub plain_jumps: bool,
    /// The most quiet moves in a row by one such piece while its side has others.
    pub moves_in_row: Option<u8>,
}

#[derive(Clone, Debug)]
pub struct SideRules {
    pub name: spec::Words,
    pub colour: spec::Colour,
    pub forward: usize,
    /// Start pieces per kind.
    pub start: [Bits; MAX_KINDS],
    pub zones: Vec<(String, Bits)>,
}

impl SideRules {
    pub fn zone(&self, name: &str) -> Option<Bits> {
        self.zones.iter().find(|(n, _)| n == name).map(|(_, b)| *b)
    }

    pub fn start_cells(&self) -> Bits {
        self.start.iter().fold(Bits::EMPTY, |acc, b| acc.or(b))
    }
}

#[derive(Clone, Debug)]
pub enum OpeningRule {
    From(Bits),
    NextToEmpty,
}

/// The end rules with names resolved.
#[derive(Clone, Debug)]
pub struct EndRules {
    pub no_move: spec::Verdict,
    pub no_pieces_loses: bool,
    /// (kind, per side zone) reaching wins.
    pub reach: Option<(u8, [Bits; MAX_SIDES])>,
    pub fill_target: Option<spec::Fill>,
    /// Per side: its target zone (fill, stay), and the cells it may not stop on.
    pub target: [Bits; MAX_SIDES],
    pub stay_in_target: bool,
    pub forbidden_stop: [Bits; MAX_SIDES],
    pub one_left: Option<Option<u8>>,
    pub play_on: bool,
    pub equal_turns: bool,
    pub move_limit: Option<u32>,
    pub repetitions: Option<u32>,
    pub king_moves: Option<u32>,
}

/// Everything a position needs of its game, shared by all of them.
#[derive(Clone, Debug)]
pub struct Rules {
    pub spec: JumpGame,
    pub geo: Geometry,
    pub sides: Vec<SideRules>,
    pub kinds: Vec<KindRules>,
    pub chain: spec::Chain,
    pub capture: spec::Capture,
    pub opening: Vec<OpeningRule>,
    pub end: EndRules,
    /// Kinds some kind promotes to (the "kings" of the priorities and draw rules).
    pub king_kinds: u8,
    /// Whether a kind has `moves_in_row` (positions then count streaks).
    pub limits_moves_in_row: bool,
    /// The neighbour maps as shifts, where the board allows them ([`count`](super::count)).
    pub shifts: Option<Shifts>,
}

fn resolve_dirs(
    list: &[Dirs],
    forward: usize,
    geo: &Geometry,
    field: &str,
) -> Result<u8, SpecError> {
    let mut mask = 0u8;
    for dirs in list {
        let f = forward;
        let part: u8 = match dirs {
            Dirs::Orthogonal => 0b0101_0101,
            Dirs::Diagonal => 0b1010_1010,
            Dirs::AllEight => 0xff,
            Dirs::Hex => 0b1110_1110,
            Dirs::Lines => geo.used_dirs,
            Dirs::Forward => 1 << f,
            Dirs::Backward => 1 << ((f + 4) % 8),
            Dirs::ForwardDiagonal => 1 << ((f + 1) % 8) | 1 << ((f + 7) % 8),
            Dirs::BackwardDiagonal => 1 << ((f + 3) % 8) | 1 << ((f + 5) % 8),
            Dirs::Sideways => 1 << ((f + 2) % 8) | 1 << ((f + 6) % 8),
            Dirs::Only(d) => 1 << dir_index(*d),
        };
        if part & geo.used_dirs == 0 {
            return Err(SpecError::at(
                field,
                format!("{dirs:?}"),
                format!("`{dirs:?}` leads nowhere on this board"),
            ));
        }
        mask |= part & geo.used_dirs;
    }
    Ok(mask)
}

fn kind_index(rules_kinds: &[spec::Kind], name: &str, field: &str) -> Result<u8, SpecError> {
    rules_kinds
        .iter()
        .position(|k| k.name == name)
        .map(|i| i as u8)
        .ok_or_else(|| {
            let known: Vec<&str> = rules_kinds.iter().map(|k| k.name.as_str()).collect();
            SpecError::at(
                field,
                name.to_string(),
                format!(
                    "`{name}` is not a kind of this game (kinds: {})",
                    known.join(", ")
                ),
            )
        })
}

/// The cells a side's cell set names.
fn cell_set(
    set: &CellSet,
    side: usize,
    spec: &JumpGame,
    geo: &Geometry,
    starts: &[Bits],
    field: &str,
    depth: u8,
) -> Result<Bits, SpecError> {
    let mut bits = Bits::EMPTY;
    match set {
        CellSet::Cells(names) => {
            for name in names {
                let cell = geo.cell_named(name).ok_or_else(|| {
                    SpecError::at(
                        field,
                        name.clone(),
                        format!("`{name}` is not a cell of the board"),
                    )
                })?;
                bits.set(cell);
            }
        }
        CellSet::Ranks(first, last) => {
            let Shape::Grid { rows, cols } = geo.shape else {
                return Err(SpecError::field(field, "`Ranks` needs a grid board"));
            };
            let forward = dir_index(spec.sides[side].forward);
            let depth_of = |r: usize, c: usize| -> Option<usize> {
                match forward {
                    0 => Some(rows - r),
                    4 => Some(r + 1),
                    2 => Some(c + 1),
                    6 => Some(cols - c),
                    _ => None,
                }
            };
            if *first == 0 || first > last {
                return Err(SpecError::field(
                    field,
                    format!(
                        "`Ranks({first}, {last})`: ranks count from 1, the first no more than the last"
                    ),
                ));
            }
            for (cell, &(r, c)) in geo.grid_place.iter().enumerate() {
                let Some(rank) = depth_of(usize::from(r), usize::from(c)) else {
                    return Err(SpecError::field(
                        field,
                        "`Ranks` needs a side whose forward is N, S, E or W",
                    ));
                };
                if (usize::from(*first)..=usize::from(*last)).contains(&rank) {
                    bits.set(cell as u8);
                }
            }
        }
        CellSet::Triangle(n) => {
            if geo.shape != Shape::Star {
                return Err(SpecError::field(field, "`Triangle` needs the star board"));
            }
            if !(1..=6).contains(n) {
                return Err(SpecError::field(
                    field,
                    format!("`Triangle({n})`: the star's triangles are 1 to 6"),
                ));
            }
            let holes = crate::rules::chinese_checkers::board::geometry().home(*n);
            for h in crate::rules::chinese_checkers::board::holes_of(holes) {
                bits.set(h);
            }
        }
        CellSet::StartCells => bits = starts[side],
        CellSet::ZoneOf(other, name) => {
            let index = usize::from(*other).wrapping_sub(1);
            let Some(other_side) = spec.sides.get(index) else {
                return Err(SpecError::field(
                    field,
                    format!("`ZoneOf({other}, ..)`: there is no side {other}"),
                ));
            };
            if name == "start" {
                return Ok(starts[index]);
            }
            let Some(zone) = other_side.zones.iter().find(|z| &z.name == name) else {
                return Err(SpecError::at(
                    field,
                    name.clone(),
                    format!("side {other} has no zone `{name}`"),
                ));
            };
            if depth > 3 {
                return Err(SpecError::field(
                    field,
                    "zones refer to each other in a circle",
                ));
            }
            for part in &zone.cells {
                bits = bits.or(&cell_set(part, index, spec, geo, starts, field, depth + 1)?);
            }
        }
    }
    Ok(bits)
}

/// Side `s`'s zone `name`, or an error at `field`.
fn side_zone(sides: &[SideRules], s: usize, name: &str, field: &str) -> Result<Bits, SpecError> {
    sides[s].zone(name).ok_or_else(|| {
        SpecError::at(
            field,
            name.to_string(),
            format!("side {} has no zone `{name}`", s + 1),
        )
    })
}

/// Compiles a game description.
pub fn compile(spec: &JumpGame) -> Result<Rules, SpecError> {
    let geo = board::build(&spec.board)?;
    let n_sides = spec.sides.len();
    if !(1..=MAX_SIDES).contains(&n_sides) {
        return Err(SpecError::field(
            "sides",
            format!("a game has 1 to {MAX_SIDES} sides; this one has {n_sides}"),
        ));
    }
    if !(1..=MAX_KINDS).contains(&spec.kinds.len()) {
        return Err(SpecError::field(
            "kinds",
            format!("a game has 1 to {MAX_KINDS} kinds of piece"),
        ));
    }
    for (i, kind) in spec.kinds.iter().enumerate() {
        if spec.kinds[..i].iter().any(|k| k.name == kind.name) {
            return Err(SpecError::at(
                format!("kinds[{i}].name"),
                kind.name.clone(),
                format!("two kinds are named `{}`", kind.name),
            ));
        }
    }
    // Start cells: art marks, then each side's own list.
    let mut starts_by_kind = vec![[Bits::EMPTY; MAX_KINDS]; n_sides];
    for (cell, &mark) in geo.art_marks.iter().enumerate() {
        if mark == '.' {
            continue;
        }
        let found = spec.sides.iter().enumerate().find_map(|(s, side)| {
            let m = side.mark?;
            if m == mark {
                Some((s, 0))
            } else if m.to_ascii_uppercase() == mark && m != mark {
                Some((s, 1))
            } else {
                None
            }
        });
        let Some((side, kind)) = found else {
            return Err(SpecError::at(
                "board.art",
                mark.to_string(),
                format!(
                    "`{mark}` is no side's mark (use # . or a side's `mark`, upper case for its second kind)"
                ),
            ));
        };
        if kind >= spec.kinds.len() {
            return Err(SpecError::at(
                "board.art",
                mark.to_string(),
                format!("`{mark}` places a second kind, but the game has one kind"),
            ));
        }
        starts_by_kind[side][kind].set(cell as u8);
    }
    let no_starts = vec![Bits::EMPTY; n_sides];
    for (s, side) in spec.sides.iter().enumerate() {
        for (i, set) in side.start.iter().enumerate() {
            let field = format!("sides[{s}].start[{i}]");
            let cells = cell_set(set, s, spec, &geo, &no_starts, &field, 0)?;
            starts_by_kind[s][0] = starts_by_kind[s][0].or(&cells);
        }
    }
    let starts: Vec<Bits> = starts_by_kind
        .iter()
        .map(|k| k.iter().fold(Bits::EMPTY, |a, b| a.or(b)))
        .collect();
    for a in 0..n_sides {
        for b in 0..a {
            if let Some(cell) = starts[a].and(&starts[b]).cells().next() {
                return Err(SpecError::at(
                    format!("sides[{a}].start"),
                    geo.names[usize::from(cell)].clone(),
                    format!(
                        "sides {} and {} both start on `{}`",
                        b + 1,
                        a + 1,
                        geo.names[usize::from(cell)]
                    ),
                ));
            }
        }
    }
    let mut sides = Vec::new();
    for (s, side) in spec.sides.iter().enumerate() {
        let mut zones = Vec::new();
        for (z, zone) in side.zones.iter().enumerate() {
            let field = format!("sides[{s}].zones[{z}]");
            let mut bits = Bits::EMPTY;
            for set in &zone.cells {
                bits = bits.or(&cell_set(set, s, spec, &geo, &starts, &field, 0)?);
            }
            zones.push((zone.name.clone(), bits));
        }
        sides.push(SideRules {
            name: side.name.clone(),
            colour: side.colour,
            forward: dir_index(side.forward),
            start: starts_by_kind[s],
            zones,
        });
    }
    let mut kinds = Vec::new();
    let mut king_kinds = 0u8;
    for (k, kind) in spec.kinds.iter().enumerate() {
        let mut step_one = [0u8; MAX_SIDES];
        let mut step_any = [0u8; MAX_SIDES];
        let mut jumps: [Vec<JumpRule>; MAX_SIDES] = Default::default();
        for s in 0..n_sides {
            let forward = sides[s].forward;
            for (i, step) in kind.steps.iter().enumerate() {
                let field = format!("kinds[{k}].steps[{i}].dirs");
                let mask = resolve_dirs(&step.dirs, forward, &geo, &field)?;
                match step.range {
                    Range::One => step_one[s] |= mask,
                    Range::Any => step_any[s] |= mask,
                }
            }
            for (i, jump) in kind.jumps.iter().enumerate() {
                let field = format!("kinds[{k}].jumps[{i}].dirs");
                jumps[s].push(JumpRule {
                    dirs: resolve_dirs(&jump.dirs, forward, &geo, &field)?,
                    over: jump.over,
                    captures: jump.captures,
                    flying_approach: jump.approach == Range0::Any,
                    flying_landing: jump.landing == Landing::Any,
                });
            }
        }
        if kind.steps.is_empty() && kind.jumps.is_empty() {
            return Err(SpecError::at(
                format!("kinds[{k}]"),
                kind.name.clone(),
                format!(
                    "the kind `{}` can never move (no steps, no jumps)",
                    kind.name
                ),
            ));
        }
        let mut capturable = 0u8;
        for (i, name) in kind.captures.iter().enumerate() {
            capturable |= 1 << kind_index(&spec.kinds, name, &format!("kinds[{k}].captures[{i}]"))?;
        }
        if kind.captures.is_empty() {
            capturable = (1u8 << spec.kinds.len()) - 1;
        }
        let promotes = match &kind.promotes {
            None => None,
            Some(p) => {
                let field = format!("kinds[{k}].promotes");
                let to = kind_index(&spec.kinds, &p.to, &format!("{field}.to"))?;
                if usize::from(to) == k {
                    return Err(SpecError::at(
                        format!("{field}.to"),
                        p.to.clone(),
                        "a kind cannot promote to itself",
                    ));
                }
                king_kinds |= 1 << to;
                let mut per_side = [Bits::EMPTY; MAX_SIDES];
                for (s, slot) in per_side.iter_mut().enumerate().take(n_sides) {
                    *slot = side_zone(&sides, s, &p.zone, &format!("{field}.zone"))?;
                }
                Some((to, per_side))
            }
        };
        let capturing_jumps = kind.jumps.iter().any(|j| j.captures);
        let plain_jumps = kind.jumps.iter().any(|j| !j.captures);
        if capturing_jumps
            && plain_jumps
            && spec.chain.goes_on != spec::GoesOn::Never
            && !spec.chain.no_revisit
        {
            return Err(SpecError::field(
                "chain.no_revisit",
                format!(
                    "the kind `{}` chains jumps that capture with jumps that do not: set `no_revisit: true` so that a chain cannot go round for ever",
                    kind.name
                ),
            ));
        }
        if kind.moves_in_row == Some(0) {
            return Err(SpecError::field(
                format!("kinds[{k}].moves_in_row"),
                "at least 1 (a piece that may never move quietly has no steps instead)",
            ));
        }
        kinds.push(KindRules {
            name: kind.name.clone(),
            look: kind.look,
            value: kind.value,
            step_one,
            step_any,
            jumps,
            capturable,
            promotes,
            capturing_jumps,
            plain_jumps,
            moves_in_row: kind.moves_in_row,
        });
    }
    let mut opening = Vec::new();
    for (i, removal) in spec.opening.iter().enumerate() {
        opening.push(match removal {
            spec::Removal::From(names) => {
                let field = format!("opening[{i}]");
                let set = CellSet::Cells(names.clone());
                OpeningRule::From(cell_set(&set, 0, spec, &geo, &starts, &field, 0)?)
            }
            spec::Removal::NextToEmpty => OpeningRule::NextToEmpty,
        });
    }
    let end = compile_end(spec, &sides, &geo, n_sides)?;
    let shifts = Shifts::of(&geo);
    let limits_moves_in_row = kinds.iter().any(|k| k.moves_in_row.is_some());
    Ok(Rules {
        spec: spec.clone(),
        geo,
        sides,
        kinds,
        chain: spec.chain.clone(),
        capture: spec.capture.clone(),
        opening,
        end,
        king_kinds,
        limits_moves_in_row,
        shifts,
    })
}

fn compile_end(
    spec: &JumpGame,
    sides: &[SideRules],
    geo: &Geometry,
    n_sides: usize,
) -> Result<EndRules, SpecError> {
    let end = &spec.end;
    let reach = match &end.reach {
        None => None,
        Some((kind, zone)) => {
            let k = kind_index(&spec.kinds, kind, "end.reach")?;
            let mut per_side = [Bits::EMPTY; MAX_SIDES];
            for (s, slot) in per_side.iter_mut().enumerate().take(n_sides) {
                *slot = side_zone(sides, s, zone, "end.reach")?;
            }
            Some((k, per_side))
        }
    };
    let mut target = [Bits::EMPTY; MAX_SIDES];
    if end.fill_target.is_some() || end.stay_in_target {
        for (s, slot) in target.iter_mut().enumerate().take(n_sides) {
            *slot = side_zone(sides, s, "target", "end.fill_target")?;
        }
    }
    let mut forbidden_stop = [Bits::EMPTY; MAX_SIDES];
    if end.no_foreign_stop {
        for s in 0..n_sides {
            let own = sides[s]
                .zone("home")
                .unwrap_or_default()
                .or(&sides[s].zone("target").unwrap_or_default());
            for other in sides.iter() {
                forbidden_stop[s] = forbidden_stop[s].or(&other.zone("home").unwrap_or_default());
            }
            forbidden_stop[s] = forbidden_stop[s].minus(&own);
        }
    }
    let one_left = match &end.one_left {
        None => None,
        Some(spec::OneLeft::Anywhere) => Some(None),
        Some(spec::OneLeft::On(name)) => Some(Some(geo.cell_named(name).ok_or_else(|| {
            SpecError::at(
                "end.one_left",
                name.clone(),
                format!("`{name}` is not a cell of the board"),
            )
        })?)),
    };
    if one_left.is_some() && n_sides != 1 {
        return Err(SpecError::field(
            "end.one_left",
            "`one_left` is the goal of a one-side puzzle",
        ));
    }
    if end.equal_turns && n_sides != 2 {
        return Err(SpecError::field(
            "end.equal_turns",
            "`equal_turns` is a rule of two-side games",
        ));
    }
    Ok(EndRules {
        no_move: end.no_move,
        no_pieces_loses: end.no_pieces_loses,
        reach,
        fill_target: end.fill_target,
        target,
        stay_in_target: end.stay_in_target,
        forbidden_stop,
        one_left,
        play_on: end.play_on,
        equal_turns: end.equal_turns,
        move_limit: end.move_limit,
        repetitions: end.repetitions,
        king_moves: end.king_moves,
    })
}

/// All the direction indices of a mask.
pub fn dirs_of(mask: u8) -> impl Iterator<Item = usize> {
    // The set bits, lowest first, without testing the others.
    let mut rest = mask;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let dir = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            dir
        })
    })
}
