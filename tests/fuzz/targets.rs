//! The fuzz targets: every reader of outside text, each with its seed corpus and tokens.

use std::cell::RefCell;
use std::io::Cursor;
use std::sync::Arc;

use leapfrog::games::{AnyGame, FAMILIES, family};
use leapfrog::level::shipped;
use leapfrog::rules::Game;
use leapfrog::rules::draughts::notation::parse_fen;
use leapfrog::rules::draughts::pdn::parse_each;
use leapfrog::rules::draughts::pdn_game::replay;
use leapfrog::rules::draughts::{Draughts, Variant};

/// Makes a target's seed inputs.
pub type Corpus = Box<dyn Fn() -> Vec<Vec<u8>>>;
/// Feeds one input to a reader.
pub type Runner = Box<dyn Fn(&[u8])>;

pub struct Target {
    pub name: &'static str,
    pub corpus: Corpus,
    pub tokens: &'static [&'static str],
    pub run: Runner,
}

pub fn all() -> Vec<Target> {
    vec![
        Target {
            name: "data",
            corpus: Box::new(data_corpus),
            tokens: DATA_TOKENS,
            run: Box::new(|input| {
                let _ = leapfrog::games::check_text("fuzz.ron", &String::from_utf8_lossy(input));
            }),
        },
        Target {
            name: "pdn",
            corpus: Box::new(|| fixtures("pdn")),
            tokens: &[
                "[GameType \"20\"]",
                "[FEN \"",
                "x",
                "-",
                "1-0",
                "*",
                "{",
                "(",
                ";",
                "12.",
            ],
            run: Box::new(run_pdn),
        },
        Target {
            name: "fen",
            corpus: Box::new(|| FENS.iter().map(|f| f.as_bytes().to_vec()).collect()),
            tokens: &["W", "B", ":", ",", "K", "F", "-", "31-35", "a1", "h8"],
            run: Box::new(run_fen),
        },
        Target {
            name: "moves",
            corpus: Box::new(move_corpus),
            tokens: &["-", "x", ",", ":", "pass", "a1", "h8", "10", "o15", "q1"],
            run: Box::new(run_moves),
        },
        engine_target("gtp", ("reversi", "reversi-8"), GTP, GTP_TOKENS),
        engine_target(
            "hub",
            ("draughts", "draughts-international"),
            HUB,
            HUB_TOKENS,
        ),
        engine_target(
            "piskvork",
            ("gomoku", "gomoku-15"),
            PISKVORK,
            PISKVORK_TOKENS,
        ),
        engine_target(
            "star",
            ("chinese-checkers", "chinese-checkers-2"),
            STAR,
            STAR_TOKENS,
        ),
        engine_target("jump", ("jump", "konane-6"), JUMP, JUMP_TOKENS),
    ]
}

const DATA_TOKENS: &[&str] = &[
    "PegLevel(",
    "ReversiVariant(",
    "DraughtsVariant(",
    "GomokuVariant(",
    "TourLevel(",
    "ChineseCheckersVariant(",
    "ChineseCheckersSolo(",
    "JumpGame(",
    "Star",
    "Ranks(1, 2)",
    "Triangle(7)",
    "ZoneOf(3, \"home\")",
    "Cells([\"a1\"])",
    "kinds:",
    "sides:",
    "jumps: [(dirs: [Diagonal], approach: Any, landing: Any)]",
    "steps: [(dirs: [Forward])]",
    "promotes: Some((to: \"king\"))",
    "chain: (goes_on: May, same_direction: true, removal: AtOnce)",
    "capture: (priority: [MostPieces, ByKing, KingEarliest])",
    "opening: [NextToEmpty]",
    "end: (fill_target: Some(Filled), stay_in_target: true)",
    "Grid(",
    "Graph(",
    "HoppingDots(",
    "Some(",
    "None",
    "max_moves:",
    "size:",
    "rows:",
    "cols:",
    "seats:",
    "move_limit:",
    "title:",
    "(en: \"x\")",
    "board:",
    "art:",
    "goal:",
    "rules:",
    "par:",
    "solution:",
    "\"o\"",
    "\".\"",
    "true",
    "false",
    "[",
    "]",
    ",",
];

fn data_corpus() -> Vec<Vec<u8>> {
    let mut corpus: Vec<Vec<u8>> = shipped::FILES
        .iter()
        .map(|(_, text)| text.as_bytes().to_vec())
        .collect();
    corpus.extend(fixtures("ron"));
    corpus
}

/// The fixture files with this extension.
fn fixtures(extension: &str) -> Vec<Vec<u8>> {
    let mut paths: Vec<_> = std::fs::read_dir("tests/fixtures")
        .expect("the fixtures")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == extension))
        .collect();
    paths.sort();
    paths.iter().filter_map(|p| std::fs::read(p).ok()).collect()
}

thread_local! {
    static DRAUGHTS: Vec<Arc<Variant>> = ["draughts-international", "draughts-glass", "draughts-english", "bigman"]
        .iter()
        .map(|name| leapfrog::level::draughts::shipped_or_file(name).expect("shipped").variant)
        .collect();
    /// A game of each family, a few random moves in, as the notation readers see them.
    static GAMES: RefCell<Vec<Box<dyn AnyGame>>> = RefCell::new(games_in_play());
}

fn games_in_play() -> Vec<Box<dyn AnyGame>> {
    let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(7);
    FAMILIES
        .iter()
        .flat_map(|f| f.variant_names().into_iter().take(2).map(move |v| (f, v)))
        .map(|(family, variant)| {
            let mut game = family.start(&variant).expect("shipped");
            for _ in 0..6 {
                game.play_random(&mut rng);
            }
            game
        })
        .collect()
}

fn run_pdn(input: &[u8]) {
    let text = String::from_utf8_lossy(input);
    DRAUGHTS.with(|variants| {
        for game in parse_each(&text).into_iter().flatten() {
            for variant in variants {
                let _ = replay(variant, &game);
            }
        }
    });
}

const FENS: &[&str] = &[
    "W:W31-50:B1-20",
    "B:WK46,28:B1,K2",
    "W:Wc3,e3:Bd4,f6",
    "W::.",
    "B:W:B",
    "W:WKa1,c3:Bh8,f6",
    "W:W21-32:B1-12",
];

fn run_fen(input: &[u8]) {
    let text = String::from_utf8_lossy(input);
    DRAUGHTS.with(|variants| {
        for variant in variants {
            if let Ok(position) = parse_fen(&variant.geo, &text) {
                let game = Draughts::from_position(variant.clone(), position);
                let _ = Game::legal_moves(&game);
                let _ = Game::outcome(&game);
            }
        }
    });
}

fn move_corpus() -> Vec<Vec<u8>> {
    GAMES.with(|games| {
        games
            .borrow()
            .iter()
            .flat_map(|g| g.legal_move_texts().into_iter().take(4))
            .map(String::into_bytes)
            .collect()
    })
}

fn run_moves(input: &[u8]) {
    let text = String::from_utf8_lossy(input);
    GAMES.with(|games| {
        for game in games.borrow().iter() {
            let mut copy = game.boxed_clone();
            let _ = copy.play_text(&text);
        }
    });
}

/// A protocol engine: (family id, variant) speaking through `script`-like sessions.
fn engine_target(
    name: &'static str,
    (family_id, variant): (&'static str, &'static str),
    script: &'static str,
    tokens: &'static [&'static str],
) -> Target {
    Target {
        name,
        corpus: Box::new(move || vec![script.as_bytes().to_vec()]),
        tokens,
        run: Box::new(move |input| run_engine(family_id, variant, input)),
    }
}

const GTP_TOKENS: &[&str] = &[
    "play black ",
    "genmove white",
    "boardsize ",
    "clear_board",
    "d3",
];
const HUB_TOKENS: &[&str] = &[
    "pos pos=",
    " moves=\"",
    "go think",
    "level depth=",
    "stop",
    "init",
];
const PISKVORK_TOKENS: &[&str] = &[
    "START ",
    "TURN ",
    "BOARD",
    "DONE",
    "BEGIN",
    "INFO rule ",
    "TAKEBACK ",
];
const STAR_TOKENS: &[&str] = &["newgame ", "play ", "genmove", "1,4", "q1-o1"];
const JUMP_TOKENS: &[&str] = &[
    "newgame",
    "newgame 2,1",
    "play ",
    "genmove",
    "a1",
    "c3",
    "a3xa5",
];

/// A session on an engine at strength 1, its answers thrown away.
fn run_engine(family_id: &str, variant: &str, input: &[u8]) {
    let engine = family(family_id)
        .and_then(|f| leapfrog::cli::registry::engine(f.id()))
        .expect("the family speaks a protocol");
    let args = vec!["--strength".to_string(), "1".to_string()];
    let mut out = Vec::new();
    let _ = engine(
        variant,
        &args,
        Box::new(Cursor::new(input.to_vec())),
        &mut out,
    );
}

const GTP: &str = "protocol_version\nname\nboardsize 8\nclear_board\nplay black d3\ngenmove white\nshowboard\nplay white c3\nlist_commands\nquit\n";
const HUB: &str = "hub\nset-param name=variant value=normal\ninit\nnew-game\npos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves=\"32-28 19-23\"\nlevel depth=2\ngo think\nping\nstop\nquit\n";
const PISKVORK: &str = "START 15\nINFO timeout_turn 1000\nINFO rule 4\nTURN 7,7\nBOARD\n7,7,1\n8,8,2\nDONE\nTAKEBACK 8,8\nRESTART\nBEGIN\nABOUT\nEND\n";
const JUMP: &str = "name\nnewgame\nplay a1\nplay a2\ngenmove\nnewgame 2,1\nplay c3xa1\nquit\n";
const STAR: &str =
    "name\nnewgame 1,4\nplay q1-o1\ngenmove\nplay a1-c1\nnewgame 1,3,5\ngenmove\nquit\n";
