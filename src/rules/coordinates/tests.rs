use super::*;
use crate::rules::Game;

fn edge_texts(labels: &[Label]) -> Vec<&str> {
    labels.iter().map(|l| l.text.as_str()).collect()
}

#[test]
fn reversi_gets_numbers_on_the_left_and_letters_below() {
    let game = crate::rules::reversi::Reversi::standard(8);
    let labels = board_labels(&game.layout(), |c| game.cell_name(c));
    assert_eq!(labels.len(), 16);
    assert!(labels.iter().all(|l| !l.in_cell));
    let left: Vec<&Label> = labels.iter().filter(|l| l.x < 0.0).collect();
    assert_eq!(
        edge_texts(&left.into_iter().cloned().collect::<Vec<_>>()),
        ["1", "2", "3", "4", "5", "6", "7", "8"]
    );
    let below: Vec<Label> = labels.iter().filter(|l| l.y > 8.0).cloned().collect();
    assert_eq!(edge_texts(&below), ["a", "b", "c", "d", "e", "f", "g", "h"]);
}

#[test]
fn numbered_squares_are_named_in_their_cells() {
    let layout = Layout::grid(2, 2);
    let labels = board_labels(&layout, |c| (c % 2 == 1).then(|| (c + 1).to_string()));
    assert_eq!(edge_texts(&labels), ["2", "4"]);
    assert!(labels.iter().all(|l| l.in_cell));
}

#[test]
fn row_comma_column_names_put_rows_left_and_columns_below() {
    let layout = Layout::grid(3, 4);
    let labels = board_labels(&layout, |c| Some(format!("{},{}", c / 4 + 1, c % 4 + 1)));
    let left: Vec<Label> = labels.iter().filter(|l| l.x < 0.0).cloned().collect();
    let below: Vec<Label> = labels.iter().filter(|l| l.y > 3.0).cloned().collect();
    assert_eq!(edge_texts(&left), ["1", "2", "3"]);
    assert_eq!(edge_texts(&below), ["1", "2", "3", "4"]);
}

#[test]
fn every_game_names_its_cells_consistently_with_its_moves() {
    for family in crate::games::FAMILIES {
        let game = family.start(&family.variant_names()[0]).unwrap();
        assert!(
            !game.coordinate_labels().is_empty(),
            "{} has no coordinates",
            family.id()
        );
    }
}
