//! Export from a match: the board as a PNG of the current position, the game so far as a GIF
//! with a frame per position (the start and each move up to the cursor).

mod common;

use common::{click, open_match_with};
use image::AnimationDecoder;
use leapfrog::app::MatchState;
use leapfrog::app::board_view::theme::Theme;
use leapfrog::app::export::{ExportKind, export_bytes};
use leapfrog::app::reversi::ReversiSettings;
use leapfrog::app::settings::GameSettings;
use leapfrog::rules::reversi::Reversi;

fn humans(settings: &mut GameSettings, _: &mut ReversiSettings) {
    settings.seat_mut(0).computer = false;
    settings.seat_mut(1).computer = false;
}

#[test]
fn a_match_exports_its_board_and_its_game() {
    let mut app = open_match_with("reversi", humans, |_| {});
    click(&mut app, 19); // d3
    click(&mut app, 18); // c3
    let state = app.world().resource::<MatchState<Reversi>>();
    assert_eq!(state.cursor(), 2);

    let (name, png) = export_bytes(state, ExportKind::Picture, "reversi", Theme::Wood).unwrap();
    assert!(
        name.starts_with("reversi-") && name.ends_with(".png"),
        "{name}"
    );
    let picture = image::load_from_memory(&png).unwrap();
    assert_eq!(picture.width(), leapfrog::picture::export::SIZE);

    let (name, gif) = export_bytes(state, ExportKind::Game, "reversi", Theme::Felt).unwrap();
    assert!(name.ends_with(".gif"), "{name}");
    let frames = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif))
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    assert_eq!(frames.len(), 3, "the start and the two moves");
}
